import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { TInviteSummary } from '#common/schemas/invite.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { usePaletteInvites } from './api/get-palette-invites';
import { useRevokeInvite } from './api/revoke-invite';
import { useUpdatePalette } from './api/update-palette';
import { RevokeAccessDialog } from './revoke-access-dialog';
import { SHARE_TEXTS } from './share-texts';

const STATUS: Record<TInviteSummary['status'], { label: string; className: string }> = {
  accepted: { label: 'Has access', className: 'border-accent/40 text-accent-text' },
  pending: { label: 'Invited', className: 'border-line text-ink-muted' },
  expired: { label: 'Expired', className: 'border-line text-ink-muted line-through' },
};

const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/**
 * The people who accepted (they have access) and the invitations still open or expired, as the
 * server orders them. Revoking an accepted one takes access away, so that asks first, saying what
 * the share link still allows and offering to turn it off.
 */
export function InviteList({ palette }: { palette: TPalette }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const invites = usePaletteInvites(palette.id);
  const revoke = useRevokeInvite(palette.id);
  const linkSharing = useUpdatePalette();
  // An accepted invitation whose revoking waits for the owner's answer.
  const [asking, setAsking] = useState<TInviteSummary | null>(null);
  // The row, and the button that had focus, are gone after a revoke: focus waits on the list's heading.
  const focusHeading = () => heading.current?.focus();

  function revokeInvite(invite: TInviteSummary, options: { turnLinkOff: boolean } = { turnLinkOff: false }) {
    revoke.mutate(invite.id, {
      onSuccess: () => {
        if (options.turnLinkOff) {
          linkSharing.mutate(
            { id: palette.id, update: { shareEnabled: false } },
            { onError: (error) => toast(withServerReason(SHARE_TEXTS.linkSharingFailed, error), 'destructive') },
          );
        }
        // With the question open, its closing moves focus (RevokeAccessDialog's onRevoked).
        if (asking) setAsking(null);
        else focusHeading();
      },
      onError: (error) => toast(withServerReason(SHARE_TEXTS.revokeFailed, error), 'destructive'),
    });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink">
        Invited people
      </h3>
      {invites.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span role="status" className="sr-only">
            Loading invitations…
          </span>
          <div className="h-11 rounded-md bg-line/60 motion-safe:animate-pulse" />
        </div>
      ) : invites.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <p>The invitations could not be loaded.</p>
          <Button variant="secondary" disabled={invites.isFetching} onClick={() => void invites.refetch()}>
            Try again
          </Button>
        </div>
      ) : invites.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No one is invited yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {invites.data.map((invite) => (
            <InviteRow
              key={invite.id}
              invite={invite}
              revoking={revoke.isPending && revoke.variables === invite.id}
              onRevoke={() => (invite.status === 'accepted' ? setAsking(invite) : revokeInvite(invite))}
            />
          ))}
        </ul>
      )}
      <RevokeAccessDialog
        palette={palette}
        invite={asking}
        pending={revoke.isPending}
        onCancel={() => setAsking(null)}
        onRevoke={(options) => asking && revokeInvite(asking, options)}
        onRevokedClose={focusHeading}
      />
    </section>
  );
}

function InviteRow({ invite, revoking, onRevoke }: { invite: TInviteSummary; revoking: boolean; onRevoke: () => void }) {
  const status = STATUS[invite.status];
  const who = invite.acceptedByName ?? invite.inviteeEmail;
  return (
    <li className="flex items-center gap-3 py-1 pr-1 pl-3">
      <div className="min-w-0 flex-1 py-1">
        <p className="truncate text-sm font-medium text-ink">{who}</p>
        <p className="truncate text-xs text-ink-muted">
          {invite.acceptedByName ? invite.inviteeEmail : null}
          {invite.status === 'pending' ? `Expires ${shortDate.format(new Date(invite.expiresAt))}` : null}
        </p>
      </div>
      <span className={clsx('shrink-0 rounded-full border px-2 py-0.5 text-xs', status.className)}>{status.label}</span>
      <Button variant="ghost" className="shrink-0 px-3 text-danger-text!" disabled={revoking} onClick={onRevoke}>
        Revoke
        <span className="sr-only"> {invite.status === 'accepted' ? `access for ${who}` : `invitation for ${invite.inviteeEmail}`}</span>
      </Button>
    </li>
  );
}
