import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { TPalette } from '#common/schemas/palette.ts';
import { CheckIcon, CopyIcon } from './icons';
import { InviteForm } from './invite-form';
import { InviteList } from './invite-list';
import { LinkSharingSwitch } from './link-sharing-switch';
import type { PaletteDialogProps } from './palette-dialog-props';
import { SHARE_TEXTS } from './share-texts';
import { useCopyLink } from './use-copy-link';
import { type TShareSetting, useShareSetting } from './use-share-setting';

/** Spec §2: the public view's address; the random id is what grants access (decision 006). */
export function shareLinkOf(paletteId: string): string {
  return `${window.location.origin}/palette/${paletteId}?share=true`;
}

/**
 * Spec §2's Share palette dialog: the read-only link with its copy button, and (issue 7) the link
 * switch, invitations by e-mail and who has them, for those the server lets share (owner, admin).
 * Issue 41: it says what the link shows, and whether the shared page shows the palette's notes.
 */
export function SharePaletteDialog({ palette, open, onOpenChange, onCloseAutoFocus }: PaletteDialogProps) {
  const canShare = palette.abilities.share;
  const link = useShareSetting(palette, 'shareEnabled');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share palette"
        description={SHARE_TEXTS.description(palette.name)}
        onCloseAutoFocus={onCloseAutoFocus}
        className="sm:max-w-lg!"
      >
        <div className="space-y-6">
          <section className="space-y-3">
            <ShareSetting setting="shareEnabled" heading="Link sharing" canShare={canShare} state={link} />
            <ShareLink link={shareLinkOf(palette.id)} enabled={link.on} />
            {canShare ? (
              <div className="pt-2">
                <NotesSetting palette={palette} />
              </div>
            ) : null}
          </section>
          {canShare ? (
            <>
              <hr className="border-line" />
              <InviteForm paletteId={palette.id} />
              <InviteList palette={palette} />
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const STATE_TEXTS: Record<TShareSetting, { on: string; off: string }> = {
  shareEnabled: { on: SHARE_TEXTS.linkOn, off: SHARE_TEXTS.linkOff },
  shareNotes: { on: SHARE_TEXTS.notesOn, off: SHARE_TEXTS.notesOff },
};

/** A sharing setting: its name, its switch for those who may share, and what its state means, in words. */
function ShareSetting(props: { setting: TShareSetting; heading: string; canShare: boolean; state: ReturnType<typeof useShareSetting> }) {
  const { setting, heading, canShare, state } = props;
  const headingId = useId();
  const stateId = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-ink">
          {heading}
        </h3>
        {canShare ? (
          <LinkSharingSwitch on={state.on} pending={state.pending} onToggle={state.toggle} labelledBy={headingId} describedBy={stateId} />
        ) : null}
      </div>
      <p id={stateId} className="text-sm text-ink-muted">
        {state.on ? STATE_TEXTS[setting].on : STATE_TEXTS[setting].off}
      </p>
    </div>
  );
}

/** Issue 41: whether the shared page shows the palette's notes; off for a new share. */
function NotesSetting({ palette }: { palette: TPalette }) {
  const notes = useShareSetting(palette, 'shareNotes');
  return <ShareSetting setting="shareNotes" heading={SHARE_TEXTS.notesLabel} canShare state={notes} />;
}

/** A read-only link in a field, with its Copy link button (a tick for a moment once copied); also the shopping list's (issue 28). */
export function ShareLink({ link, enabled }: { link: string; enabled: boolean }) {
  const { copied, copy } = useCopyLink(link);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <TextField label="Share link" readOnly disabled={!enabled} value={link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <Button autoFocus={enabled} className="shrink-0" disabled={!enabled} onClick={() => void copy()}>
        {copied ? <CheckIcon /> : <CopyIcon />}
        Copy link
      </Button>
    </div>
  );
}
