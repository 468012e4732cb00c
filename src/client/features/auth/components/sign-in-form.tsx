import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { track } from '#client/lib/analytics.ts';
import { authFailureOf, failureDescription } from '#client/lib/auth/auth-errors.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { type TSignInForm, ZSignInForm } from '#common/schemas/auth.ts';
import { GoogleSignInButton } from './google-sign-in-button';

interface SignInFormProps {
  busy: boolean;
  /** Set when the form replaces the view that held focus, so focus lands on the first field. */
  autoFocusEmail: boolean;
  onBusyChange: (busy: boolean) => void;
  onForgotPassword: () => void;
  onSignedIn: () => void;
}

export function SignInForm({ busy, autoFocusEmail, onBusyChange, onForgotPassword, onSignedIn }: SignInFormProps) {
  const { register, handleSubmit, formState } = useForm<TSignInForm>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '' },
  });

  async function signIn({ email, password }: TSignInForm) {
    onBusyChange(true);
    const failure = await authFailureOf(() => authClient.signIn.email({ email, password }));
    onBusyChange(false);
    if (failure?.code === 'EMAIL_NOT_VERIFIED') {
      toast(TEXTS.auth.confirmFirst(email), 'destructive');
      return;
    }
    if (failure) {
      const { title, description } = TEXTS.auth.signInFailed;
      toast({ title, description: failureDescription(failure, description) }, 'destructive');
      return;
    }
    toast(TEXTS.auth.signedIn);
    track('login', { method: 'email_password' });
    onSignedIn();
  }

  return (
    <div className="space-y-5">
      <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(signIn)(event)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={autoFocusEmail}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="-mt-2 flex justify-end">
          <Button variant="link" disabled={busy} onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? TEXTS.auth.signInBusy : 'Sign in'}
        </Button>
      </form>
      <GoogleSignInButton busy={busy} onBusyChange={onBusyChange} />
    </div>
  );
}
