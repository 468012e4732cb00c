import { useEffect, useId, useState } from 'react';
import { TEXTS, TIMINGS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { CheckIcon, CopyIcon } from './icons';
import { InviteForm } from './invite-form';
import { InviteList } from './invite-list';
import { LinkSharingSwitch } from './link-sharing-switch';
import type { PaletteDialogProps } from './palette-dialog-props';
import { SHARE_TEXTS } from './share-texts';
import { useLinkSharing } from './use-link-sharing';

/** Spec §2: the public view's address; the random id is what grants access (decision 006). */
function shareLinkOf(paletteId: string): string {
  return `${window.location.origin}/palette/${paletteId}?share=true`;
}

/**
 * Spec §2's Share palette dialog: the read-only link with its copy button, and (issue 7) the link
 * switch, invitations by e-mail and who has them, for those the server lets share (owner, admin).
 */
export function SharePaletteDialog({ palette, open, onOpenChange, onCloseAutoFocus }: PaletteDialogProps) {
  const headingId = useId();
  const stateId = useId();
  const canShare = palette.abilities.share;
  const sharing = useLinkSharing(palette);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share palette"
        description={SHARE_TEXTS.description(palette.name)}
        onCloseAutoFocus={onCloseAutoFocus}
        className="sm:max-w-lg!"
      >
        <div className="space-y-6">
          <section aria-labelledby={headingId} className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h3 id={headingId} className="font-semibold text-ink">
                Link sharing
              </h3>
              {canShare ? (
                <LinkSharingSwitch
                  on={sharing.on}
                  pending={sharing.pending}
                  onToggle={sharing.toggle}
                  labelledBy={headingId}
                  describedBy={stateId}
                />
              ) : null}
            </div>
            <p id={stateId} className="text-sm text-ink-muted">
              {sharing.on ? SHARE_TEXTS.linkOn : SHARE_TEXTS.linkOff}
            </p>
            <ShareLink link={shareLinkOf(palette.id)} enabled={sharing.on} />
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

/** A read-only link in a field, with its Copy link button (a tick for a moment once copied); also the shopping list's (issue 28). */
export function ShareLink({ link, enabled }: { link: string; enabled: boolean }) {
  // When the link was last copied; the tick shows for TIMINGS.copyTickMs from then (spec §9).
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), TIMINGS.copyTickMs);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopiedAt(Date.now());
      toast(TEXTS.palettes.linkCopied);
    } catch {
      // No clipboard (insecure page) or the browser refused: the field still holds the link to copy by hand.
      toast(TEXTS.palettes.copyLinkFailed, 'destructive');
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <TextField label="Share link" readOnly disabled={!enabled} value={link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <Button autoFocus={enabled} className="shrink-0" disabled={!enabled} onClick={() => void copy()}>
        {copiedAt === null ? <CopyIcon /> : <CheckIcon />}
        Copy link
      </Button>
    </div>
  );
}
