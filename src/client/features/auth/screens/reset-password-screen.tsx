import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuthDialog } from '../auth-dialog-provider';
import { AUTH_CLIENT_TEXTS } from '../auth-texts';
import { NewPasswordForm } from '../components/new-password-form';

function InvalidResetLink() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">{AUTH_CLIENT_TEXTS.newPassword.invalidLink}</h1>
      <p className="text-ink-muted">A reset link works once and expires after a while. Ask for a new one and use the newest email.</p>
      <Button onClick={() => openAuthDialog('reset')}>{AUTH_CLIENT_TEXTS.newPassword.requestNewLink}</Button>
    </div>
  );
}

/**
 * The e-mailed link opens this screen with ?token=…. The token is kept in state and taken out of
 * the address at once, before the page view goes out (the shell waits for this screen's effects),
 * so it cannot reach analytics, the history or a shared screenshot. Whether it is still good is
 * only known when the new password is posted with it.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token'));
  const [rejected, setRejected] = useState(false);
  const tokenInAddress = searchParams.has('token');

  useEffect(() => {
    if (tokenInAddress) void navigate({ search: '' }, { replace: true });
  }, [tokenInAddress, navigate]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      {token && !rejected ? (
        <div className="space-y-6 rounded-xl border border-line bg-surface p-5 sm:p-8">
          <h1 className="text-2xl font-semibold text-ink">{AUTH_CLIENT_TEXTS.newPassword.heading}</h1>
          <NewPasswordForm token={token} onInvalidToken={() => setRejected(true)} />
        </div>
      ) : (
        <InvalidResetLink />
      )}
    </section>
  );
}
