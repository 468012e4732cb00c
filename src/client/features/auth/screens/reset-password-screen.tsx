import { useState } from 'react';
import { useSearchParams } from 'react-router';
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
 * The e-mailed link goes through better-auth first, which redirects here with ?token=… when the
 * token is good and with ?error=INVALID_TOKEN when it is unknown or expired.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [rejected, setRejected] = useState(false);
  const usable = token !== null && token !== '' && !searchParams.has('error') && !rejected;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      {usable ? (
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
