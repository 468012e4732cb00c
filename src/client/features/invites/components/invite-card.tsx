import { useLocation, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { ApiError, withServerReason } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { signInPath } from '#client/lib/return-to.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TInviteView } from '#common/schemas/invite.ts';
import { useAcceptInvite } from '../api/accept-invite';
import { INVITE_TEXTS } from '../invites-texts';

interface InviteCardProps {
  token: string;
  invite: TInviteView;
  onAccepted: () => void;
}

/**
 * Spec §2's invite card: the palette's name and medium and the invited address, with Accept and
 * Cancel for a signed-in person, or the sign-in prompt, whose /auth brings them back here.
 */
export function InviteCard({ token, invite, onAccepted }: InviteCardProps) {
  const { sessionUser, user, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Spec §2: signing in happens at /auth, which brings the person back here.
  const signIn = () => void navigate(signInPath(`${pathname}${search}`));
  const accept = useAcceptInvite();
  const inviteeEmail = invite.invite.inviteeEmail;
  const otherAccount = sessionUser !== null && sessionUser.email.toLowerCase() !== inviteeEmail.toLowerCase();

  function acceptInvitation() {
    if (!user) {
      toast(TEXTS.invites.signInRequired, 'destructive');
      return;
    }
    accept.mutate(
      { token, userId: user.id },
      {
        onSuccess: onAccepted,
        onError: (error) => {
          const signedOut = error instanceof ApiError && error.status === 401;
          toast(signedOut ? TEXTS.invites.signInRequired : withServerReason(TEXTS.invites.acceptFailed, error), 'destructive');
        },
      },
    );
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="space-y-6 rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-6">
        <div className="space-y-1">
          <p className="text-sm text-ink-muted">{INVITE_TEXTS.eyebrow}</p>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink">{invite.palette.name}</h1>
          <p className="text-ink-muted">{invite.palette.medium}</p>
        </div>
        <dl className="rounded-lg bg-paper px-4 py-3 text-sm">
          <dt className="text-ink-muted">{INVITE_TEXTS.invitedTo}</dt>
          <dd className="font-medium break-all text-ink">{inviteeEmail}</dd>
        </dl>
        {sessionUser ? (
          <div className="space-y-4">
            {otherAccount ? (
              <div className="space-y-3">
                <p className="text-sm text-ink-muted">{INVITE_TEXTS.otherAccount(sessionUser.email)}</p>
                {/* Accepting here could only fail: the way forward is the invited account. */}
                <Button variant="secondary" className="w-full" onClick={() => void signOut().then(signIn)}>
                  {INVITE_TEXTS.switchAccount(inviteeEmail)}
                </Button>
              </div>
            ) : null}
            <DialogActions
              confirmLabel={accept.isPending ? INVITE_TEXTS.accepting : TEXTS.invites.accept}
              pending={accept.isPending}
              canConfirm={user !== null && !accept.isPending && !otherAccount}
              onCancel={() => void navigate('/')}
              onConfirm={acceptInvitation}
            />
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-ink">{TEXTS.invites.signInPrompt}</p>
            <Button className="w-full" onClick={signIn}>
              {TEXTS.invites.signIn}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
