import { Button } from '#client/components/ui/button.tsx';
import { authFailureOf, googleFailureToast } from '#client/lib/auth/auth-errors.ts';
import { googleReturnUrl } from '#client/lib/auth/use-google-sign-in-return.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { toast } from '#client/lib/toast.ts';
import { OrDivider } from './or-divider';

interface GoogleSignInButtonProps {
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9L5.8 14z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/**
 * 'or' and the Google button, under the e-mail forms: only where the server has Google sign-in
 * configured (a button that can only fail is no offer).
 */
export function GoogleSignInButton({ busy, onBusyChange }: GoogleSignInButtonProps) {
  const { googleSignIn } = useConfig();
  if (!googleSignIn) return null;

  async function signInWithGoogle() {
    onBusyChange(true);
    const returnUrl = googleReturnUrl();
    const failure = await authFailureOf(() =>
      authClient.signIn.social({ provider: 'google', callbackURL: returnUrl, errorCallbackURL: returnUrl }),
    );
    // On success the browser is already leaving for Google, so the dialog stays busy until it goes.
    if (failure) {
      toast(googleFailureToast(failure), 'destructive');
      onBusyChange(false);
    }
  }

  return (
    <>
      <OrDivider />
      <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void signInWithGoogle()}>
        <GoogleMark />
        Continue with Google
      </Button>
    </>
  );
}
