import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import type { TInviteSummary } from '#common/schemas/invite.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { SHARE_TEXTS } from './share-texts';

interface RevokeAccessDialogProps {
  palette: TPalette;
  /** The accepted invitation whose access would end; null keeps the dialog closed. */
  invite: TInviteSummary | null;
  pending: boolean;
  onCancel: () => void;
  onRevoke: (options: { turnLinkOff: boolean }) => void;
  /** Where focus goes when the dialog closes after a revoke (the row it came from is gone). */
  onRevokedClose: () => void;
}

/**
 * Taking access away asks first and says what remains: with link sharing on, anyone holding the
 * link (the person too) can still open the palette, so the owner may turn the link off with it.
 */
export function RevokeAccessDialog({ palette, invite, pending, onCancel, onRevoke, onRevokedClose }: RevokeAccessDialogProps) {
  // Whether the closing is a revoke's (focus to onRevokedClose) or a cancel's (back to the button).
  const revoking = useRef(false);
  const who = invite ? (invite.acceptedByName ?? invite.inviteeEmail) : '';
  const linkOn = palette.shareEnabled;
  return (
    <Dialog open={invite !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      {invite ? (
        <DialogContent
          title={SHARE_TEXTS.revokeTitle(who)}
          description={SHARE_TEXTS.confirmRevoke(who, palette.name, linkOn)}
          closable={!pending}
          onCloseAutoFocus={(event) => {
            if (!revoking.current) return;
            revoking.current = false;
            event.preventDefault();
            onRevokedClose();
          }}
        >
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={pending} onClick={onCancel}>
              Cancel
            </Button>
            <Button
              variant={linkOn ? 'secondary' : 'primary'}
              disabled={pending}
              onClick={() => {
                revoking.current = true;
                onRevoke({ turnLinkOff: false });
              }}
            >
              {SHARE_TEXTS.revokeOnly}
            </Button>
            {linkOn ? (
              <Button
                disabled={pending}
                onClick={() => {
                  revoking.current = true;
                  onRevoke({ turnLinkOff: true });
                }}
              >
                {SHARE_TEXTS.revokeAndLinkOff}
              </Button>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
