import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TEXTS } from '../../../../common/constants';
import { Checkbox } from '../../../components/ui/checkbox';
import { track } from '../../../lib/analytics';
import { authClient } from '../../../lib/auth-client';
import { toast } from '../../../lib/toast';
import { useConfig } from '../../config';
import { subscribeMailingList } from '../../user/api/subscribe-mailing-list';
import { authFailureOf, failureDescription } from '../auth-errors';
import { AUTH_CLIENT_TEXTS } from '../auth-texts';
import { MailedLinkPage } from '../components/mailed-link-page';
import { NewPasswordForm } from '../components/new-password-form';
import { takePendingSignUp } from '../pending-sign-up';
import { useMailedToken } from '../use-mailed-token';

/**
 * The confirmation link's screen (/confirm-email?token=…&email=…). Confirming an address is
 * choosing the password of its account: whoever confirms decides it, and every earlier session
 * ends (decision 013). Then the person is signed in, the mailing-list choice made at sign-up
 * (asked again here) is sent, as spec §7's call after sign-up, and they are back where they signed
 * up (an invitation page, say).
 */
export function ConfirmEmailScreen() {
  const { brandName } = useConfig();
  const navigate = useNavigate();
  const { token, email, checking, rejected, reject } = useMailedToken();
  const [pending] = useState(() => (email ? takePendingSignUp(email) : null));
  const [subscribe, setSubscribe] = useState(pending?.subscribe ?? false);
  const texts = AUTH_CLIENT_TEXTS.confirmEmail;

  async function signInConfirmed(password: string) {
    if (!email) return;
    const failure = await authFailureOf(() => authClient.signIn.email({ email, password }));
    if (failure) {
      toast(
        { title: TEXTS.auth.signInFailed.title, description: failureDescription(failure, TEXTS.auth.signInFailed.description) },
        'destructive',
      );
      await navigate('/?signin=1');
      return;
    }
    // Spec §7: the interface ignores this call's outcome.
    void subscribeMailingList({ email, name: pending?.name ?? '', autoSubscribe: true, hasOptedIn: subscribe });
    track('login', { method: 'email_password' });
    toast(TEXTS.auth.emailConfirmed);
    await navigate(pending?.returnTo ?? '/');
  }

  return (
    <MailedLinkPage
      heading={texts.heading}
      usable={token !== null && email !== null && !rejected}
      checking={checking}
      invalid={texts.invalidLink}
    >
      {token && email ? (
        <>
          <p className="text-ink-muted">{texts.intro(email)}</p>
          <NewPasswordForm
            token={token}
            submitLabel={texts.submit}
            busyLabel={texts.busy}
            onInvalidToken={reject}
            onSaved={signInConfirmed}
          >
            <Checkbox
              label={`Subscribe to updates from ${brandName}`}
              checked={subscribe}
              onChange={(event) => setSubscribe(event.target.checked)}
            />
          </NewPasswordForm>
        </>
      ) : null}
    </MailedLinkPage>
  );
}
