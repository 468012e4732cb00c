import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { track } from '#client/lib/analytics.ts';
import { ApiError, withServerReason } from '#client/lib/api-client.ts';
import { subscribeMailingList } from '#client/lib/auth/api/subscribe-mailing-list.ts';
import { authFailureOf, failureDescription } from '#client/lib/auth/auth-errors.ts';
import { AUTH_CLIENT_TEXTS } from '#client/lib/auth/auth-texts.ts';
import { forgetPendingSignUp, readPendingSignUp } from '#client/lib/auth/pending-sign-up.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { toast } from '#client/lib/toast.ts';
import { LIMITS, TEXTS } from '#common/constants.ts';
import { confirmRegistration, useRegistrationLink } from '../api/confirm-registration';
import { MailedLinkPage } from '../components/mailed-link-page';
import { NewPasswordForm } from '../components/new-password-form';
import { useMailedToken } from '../use-mailed-token';

const texts = AUTH_CLIENT_TEXTS.confirmEmail;

/**
 * The confirmation link's screen (/confirm-email?token=…&email=…). In the browser that signed up,
 * confirming is one button: the password and name given at sign-up are kept (issue 27). Anywhere
 * else, confirming an address is choosing the password of its account, and its name: the page
 * shows the name given at sign-up, which whoever confirms keeps or corrects (decision 013, issue
 * 41), so the owner of an address someone else signed up sees that person's choice and replaces
 * it. Then the person is signed in, the mailing-list choice made at sign-up (asked again here) is
 * sent, as spec §7's call after sign-up, and they are back where they signed up (an invitation
 * page, say).
 */
export function ConfirmEmailScreen() {
  const { brandName } = useConfig();
  const navigate = useNavigate();
  const { token, email, signUpName, checking, rejected, reject } = useMailedToken();
  const registrant = useRegistrationLink(token !== null && !checking && !rejected ? token : null);
  const [pending] = useState(() => (email ? readPendingSignUp(email) : null));
  const [subscribe, setSubscribe] = useState(pending?.subscribe ?? false);
  const [busy, setBusy] = useState(false);

  async function welcome(signedUpAs: string) {
    if (!email) return;
    // Spec §7: the interface ignores this call's outcome.
    void subscribeMailingList({ email, name: signedUpAs, autoSubscribe: true, hasOptedIn: subscribe });
    forgetPendingSignUp(email);
    track('login', { method: 'email_password' });
    toast(TEXTS.auth.emailConfirmed);
    await navigate(pending?.returnTo ?? '/');
  }

  async function confirmAsRegistrant() {
    if (!token) return;
    setBusy(true);
    try {
      await confirmRegistration(token);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 400) reject();
      else toast(withServerReason(TEXTS.auth.resetFailed, error), 'destructive');
      return;
    }
    // The server set the session: the app reads it again.
    authClient.$store.notify('$sessionSignal');
    await welcome(pending?.name ?? '');
  }

  /** The password and the name are set (the server confirmed the address with them): sign in with them. */
  async function signInConfirmed(password: string, name: string) {
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
    await welcome(name);
  }

  const mailingList = (
    <Checkbox
      label={`Subscribe to updates from ${brandName}`}
      checked={subscribe}
      onChange={(event) => setSubscribe(event.target.checked)}
    />
  );

  return (
    <MailedLinkPage
      heading={texts.heading}
      usable={token !== null && email !== null && !rejected}
      checking={checking || registrant.isPending}
      invalid={texts.invalidLink}
    >
      {token && email ? (
        registrant.data === true ? (
          <div className="space-y-4">
            <p className="text-ink-muted">{texts.introRegistrant(email)}</p>
            {mailingList}
            <Button className="w-full" disabled={busy} onClick={() => void confirmAsRegistrant()}>
              {busy ? texts.busy : texts.submit}
            </Button>
          </div>
        ) : (
          <PasswordAndNameForm token={token} email={email} signUpName={signUpName} onInvalidToken={reject} onConfirmed={signInConfirmed}>
            {mailingList}
          </PasswordAndNameForm>
        )
      ) : null}
    </MailedLinkPage>
  );
}

interface PasswordAndNameFormProps {
  token: string;
  email: string;
  /** The name the account was signed up under, shown to keep or correct; null for none. */
  signUpName: string | null;
  /** More fields, below the name (the mailing-list choice). */
  children: ReactNode;
  onInvalidToken: () => void;
  onConfirmed: (password: string, name: string) => Promise<void>;
}

/** Confirming anywhere but the browser that signed up: the password, and the name the account goes by. */
function PasswordAndNameForm({ token, email, signUpName, children, onInvalidToken, onConfirmed }: PasswordAndNameFormProps) {
  // Mounted once the link is known to work, so the sign-up name is there to start from.
  const [name, setName] = useState(signUpName ?? '');
  return (
    <>
      <p className="text-ink-muted">{texts.intro(email)}</p>
      <NewPasswordForm
        token={token}
        name={name.trim()}
        submitLabel={texts.submit}
        busyLabel={texts.busy}
        onInvalidToken={onInvalidToken}
        onSaved={(password) => onConfirmed(password, name.trim())}
      >
        <TextField
          label="Your name"
          hint={signUpName ? texts.nameHintSignedUp : texts.nameHint}
          autoComplete="name"
          maxLength={LIMITS.displayNameMax}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {children}
      </NewPasswordForm>
    </>
  );
}
