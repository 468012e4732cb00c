import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, TEXTS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { track } from '../../../lib/analytics';
import { ApiError, withServerReason } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { toast } from '../../../lib/toast';
import { useConfig } from '../../config';
import { getUserByEmail, USER_BY_EMAIL_KEY } from '../../user/api/get-user-by-email';
import { saveProfile } from '../../user/api/save-profile';
import { subscribeMailingList } from '../../user/api/subscribe-mailing-list';
import { confirmRegistration, useRegistrationLink } from '../api/confirm-registration';
import { authFailureOf, failureDescription } from '../auth-errors';
import { AUTH_CLIENT_TEXTS } from '../auth-texts';
import { MailedLinkPage } from '../components/mailed-link-page';
import { NewPasswordForm } from '../components/new-password-form';
import { forgetPendingSignUp, readPendingSignUp } from '../pending-sign-up';
import { useMailedToken } from '../use-mailed-token';

/**
 * The confirmation link's screen (/confirm-email?token=…&email=…). In the browser that signed up,
 * confirming is one button: the password given at sign-up is kept (issue 27). Anywhere else,
 * confirming an address is choosing the password of its account, and its name: whoever confirms
 * decides them, and nothing the registrant chose is kept (decision 013). Then the person is signed
 * in, the mailing-list choice made at sign-up (asked again here) is sent, as spec §7's call after
 * sign-up, and they are back where they signed up (an invitation page, say).
 */
export function ConfirmEmailScreen() {
  const { brandName } = useConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, email, checking, rejected, reject } = useMailedToken();
  const registrant = useRegistrationLink(token !== null && !checking && !rejected ? token : null);
  const [pending] = useState(() => (email ? readPendingSignUp(email) : null));
  const [subscribe, setSubscribe] = useState(pending?.subscribe ?? false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const texts = AUTH_CLIENT_TEXTS.confirmEmail;

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
    // The name the registrant gave is gone (the server kept the address's); the owner's own, if given.
    const chosen = name.trim();
    if (chosen) {
      await getUserByEmail(email)
        .then((user) => saveProfile({ userId: user.id, displayName: chosen, avatar: { kind: 'keep' } }))
        .catch(() => toast(texts.nameNotSaved, 'destructive'));
      await queryClient.invalidateQueries({ queryKey: USER_BY_EMAIL_KEY });
    }
    await welcome(chosen);
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
          <>
            <p className="text-ink-muted">{texts.intro(email)}</p>
            <NewPasswordForm
              token={token}
              submitLabel={texts.submit}
              busyLabel={texts.busy}
              onInvalidToken={reject}
              onSaved={signInConfirmed}
            >
              <TextField
                label="Your name"
                hint={texts.nameHint}
                autoComplete="name"
                maxLength={LIMITS.displayNameMax}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              {mailingList}
            </NewPasswordForm>
          </>
        )
      ) : null}
    </MailedLinkPage>
  );
}
