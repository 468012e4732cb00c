import type { AwsBody } from '@uppy/aws-s3';
import type { Meta, UppyFile } from '@uppy/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TUser } from '#common/schemas/user.ts';
import type { TAvatarDraft } from '../avatar-draft';
import { type AvatarUploader, createAvatarUploader } from '../uploader/create-avatar-uploader';
import { uploadPhaseOf } from '../uploader/upload-phase';
import { USER_CLIENT_TEXTS } from '../user-texts';
import { UploadStatus } from './upload-status';

interface AvatarFieldProps {
  user: TUser;
  draft: TAvatarDraft;
  onDraftChange: (draft: TAvatarDraft) => void;
}

function useUploaderState(uppy: AvatarUploader) {
  return useSyncExternalStore(
    (listener) => uppy.store.subscribe(listener),
    () => uppy.getState(),
  );
}

/**
 * Spec §2 Profile Settings avatar upload: choose a picture and watch it upload; it is shown here
 * at once and becomes the avatar when the settings are saved (closing without saving changes
 * nothing). Uppy checks the spec's restrictions before anything is sent and says why a file is
 * refused (§8).
 */
export default function AvatarField({ user, draft, onDraftChange }: AvatarFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uppy] = useState(createAvatarUploader);
  const state = useUploaderState(uppy);
  const file = Object.values(state.files)[0] as UppyFile<never, never> | undefined;
  const info = state.info.at(-1);
  const previewUrl = draft.kind === 'replace' ? draft.previewUrl : null;

  useEffect(() => {
    const failed = () => toast(TEXTS.profile.avatarFailed, 'destructive');
    const uploaded = (done: UppyFile<Meta, AwsBody> | undefined, response: { uploadURL?: string }) => {
      if (!done || !response.uploadURL || !(done.data instanceof Blob)) return;
      onDraftChange({ kind: 'replace', uploadUrl: response.uploadURL, previewUrl: URL.createObjectURL(done.data) });
    };
    uppy.on('upload-error', failed);
    uppy.on('upload-success', uploaded);
    return () => {
      uppy.off('upload-error', failed);
      uppy.off('upload-success', uploaded);
    };
  }, [uppy, onDraftChange]);
  // Closing the dialog stops what is still on its way; an unused upload is swept later.
  useEffect(() => () => uppy.cancelAll(), [uppy]);
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    // A finished or failed upload makes way for the next, and so do the messages about it; one
    // still in progress keeps its place, and Uppy explains (one file only, or the same file again).
    if (file && ['complete', 'error'].includes(uploadPhaseOf(file))) uppy.clear();
    uppy.setState({ info: [] });
    try {
      uppy.addFile({ name: chosen.name, type: chosen.type, data: chosen, source: 'Local' });
    } catch {
      // Refused by a restriction: Uppy shows the reason below.
    }
  }

  function remove() {
    uppy.clear();
    onDraftChange({ kind: 'remove' });
  }

  const busy = file !== undefined && !['complete', 'error'].includes(uploadPhaseOf(file));
  const shown = previewUrl ?? (draft.kind === 'remove' ? null : user.avatarUrl);
  return (
    <div className="space-y-3" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        Avatar
      </p>
      <div className="flex items-center gap-4">
        <span className="inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-paper">
          {shown ? (
            <img src={shown} alt={previewUrl ? 'Your new avatar, saved with Save' : 'Your avatar'} className="size-full object-cover" />
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-8 text-ink-muted"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <circle cx="12" cy="9" r="4" />
              <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </svg>
          )}
        </span>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
            {USER_CLIENT_TEXTS.choosePicture}
          </Button>
          {shown ? (
            <Button variant="ghost" disabled={busy} onClick={remove}>
              {USER_CLIENT_TEXTS.removePicture}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {draft.kind === 'keep' ? USER_CLIENT_TEXTS.pictureHint : USER_CLIENT_TEXTS.pictureOnSave(draft.kind)}
      </p>
      {info ? (
        <p role="alert" className="text-sm text-danger-text">
          {info.message}
          {info.details && typeof info.details === 'string' ? ` ${info.details}` : ''}
        </p>
      ) : null}
      {file ? <UploadStatus uppy={uppy} file={file} resumable={state.capabilities.resumableUploads === true} /> : null}
    </div>
  );
}
