import { useId } from 'react';
import { LinkSharingSwitch } from '#client/components/palette-actions/link-sharing-switch.tsx';
import { ShareLink } from '#client/components/palette-actions/share-palette-dialog.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useUpdateShoppingShare } from '../api/update-shopping-share';
import { SHOPPING_TEXTS } from '../studio-texts';

/** The list's read-only address: its token is what grants reading it. */
function sharedListLink(token: string): string {
  return `${window.location.origin}/shopping/${token}`;
}

interface ShareListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link's token while sharing is on. */
  shareToken: string | null;
}

/**
 * Like a palette's Share dialog: the link switch (turning it off kills the link; on again makes a
 * new one) and the link with its Copy button. The switch moves at once; a refusal moves it back.
 */
export function ShareListDialog({ open, onOpenChange, shareToken }: ShareListDialogProps) {
  const headingId = useId();
  const stateId = useId();
  const share = useUpdateShoppingShare();
  const on = share.isPending ? share.variables : shareToken !== null;

  function toggle() {
    if (share.isPending) return;
    share.mutate(!on, { onError: (error) => toast(withServerReason(SHOPPING_TEXTS.shareFailed, error), 'destructive') });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={SHOPPING_TEXTS.shareTitle} description={SHOPPING_TEXTS.shareDescription} className="sm:max-w-lg!">
        <section aria-labelledby={headingId} className="space-y-3">
          <div className="flex items-center justify-between gap-3">
            <h3 id={headingId} className="font-semibold text-ink">
              {SHOPPING_TEXTS.linkSharing}
            </h3>
            <LinkSharingSwitch on={on} pending={share.isPending} onToggle={toggle} labelledBy={headingId} describedBy={stateId} />
          </div>
          <p id={stateId} className="text-sm text-ink-muted">
            {on ? SHOPPING_TEXTS.linkOn : SHOPPING_TEXTS.linkOff}
          </p>
          <ShareLink link={shareToken ? sharedListLink(shareToken) : ''} enabled={on && shareToken !== null} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
