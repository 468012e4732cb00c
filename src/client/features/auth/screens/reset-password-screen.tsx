import { useNavigate } from 'react-router';
import { AUTH_CLIENT_TEXTS } from '#client/lib/auth/auth-texts.ts';
import { toast } from '#client/lib/toast.ts';
import { MailedLinkPage } from '../components/mailed-link-page';
import { NewPasswordForm } from '../components/new-password-form';
import { useMailedToken } from '../use-mailed-token';

/** Where a finished reset sends the person: the landing page with the sign-in dialog open. */
const SIGN_IN_AFTER_RESET_URL = '/?signin=1';

/** The reset link's screen (/reset-password?token=…): a new password, then sign in with it. */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const { token, checking, rejected, reject } = useMailedToken();
  const texts = AUTH_CLIENT_TEXTS.newPassword;
  return (
    <MailedLinkPage heading={texts.heading} usable={token !== null && !rejected} checking={checking} invalid={texts.invalidLink}>
      {token ? (
        <NewPasswordForm
          token={token}
          submitLabel={texts.submit}
          busyLabel={texts.busy}
          onInvalidToken={reject}
          onSaved={async () => {
            toast(texts.updated);
            await navigate(SIGN_IN_AFTER_RESET_URL);
          }}
        />
      ) : null}
    </MailedLinkPage>
  );
}
