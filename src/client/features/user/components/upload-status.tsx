import type { UppyFile } from '@uppy/core';
import { Button } from '#client/components/ui/button.tsx';
import type { AvatarUploader } from '../uploader/create-avatar-uploader';
import { PHASE_LABELS, uploadPhaseOf } from '../uploader/upload-phase';

interface UploadStatusProps {
  uppy: AvatarUploader;
  file: UppyFile<never, never>;
  resumable: boolean;
}

/** One upload in progress: what it is doing, how far it got, and pause, resume, retry or cancel. */
export function UploadStatus({ uppy, file, resumable }: UploadStatusProps) {
  const phase = uploadPhaseOf(file);
  const percentage = file.progress.percentage ?? 0;
  const determinate = phase === 'uploading' || phase === 'paused';
  const cancellable = phase !== 'complete' && phase !== 'postprocessing';
  const pausable = resumable && (phase === 'uploading' || phase === 'paused');
  return (
    <div className="space-y-2 rounded-md border border-line bg-paper p-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-ink">{file.name}</span>
        {/* Only the phase is announced; the percentage, which changes on every tick, is read from the progress bar. */}
        <span className={phase === 'error' ? 'shrink-0 text-danger-text' : 'shrink-0 text-ink-muted'}>
          <span aria-live="polite">{PHASE_LABELS[phase]}</span>
          {determinate ? <span aria-hidden="true"> {percentage}%</span> : null}
        </span>
      </div>
      {phase !== 'complete' && phase !== 'error' ? (
        <div
          role="progressbar"
          aria-label={`Upload of ${file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={determinate ? percentage : undefined}
          className="h-1.5 overflow-hidden rounded-full bg-line"
        >
          <div
            className={
              determinate
                ? 'h-full bg-accent transition-[width] motion-reduce:transition-none'
                : 'h-full w-1/3 animate-pulse bg-accent motion-reduce:animate-none'
            }
            style={determinate ? { width: `${percentage}%` } : undefined}
          />
        </div>
      ) : null}
      {pausable || cancellable ? (
        <div className="flex flex-wrap gap-2">
          {pausable ? (
            <Button variant="secondary" onClick={() => uppy.pauseResume(file.id)}>
              {phase === 'paused' ? 'Resume' : 'Pause'}
            </Button>
          ) : null}
          {phase === 'error' ? (
            <Button variant="secondary" onClick={() => void uppy.retryUpload(file.id)}>
              Retry
            </Button>
          ) : null}
          {cancellable ? (
            <Button variant="ghost" onClick={() => uppy.removeFile(file.id)}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
