import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { track } from '#client/lib/analytics.ts';
import { authFailureOf, failureDescription } from '#client/lib/auth/auth-errors.ts';
import { rememberPendingSignUp } from '#client/lib/auth/pending-sign-up.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { currentPage } from '#client/lib/return-to.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { signUpFormSchema, type TSignUpForm } from '#common/schemas/auth.ts';
import { describePasswordPolicy } from '../describe-password-policy';
import { GoogleSignInButton } from './google-sign-in-button';

interface SignUpFormProps {
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSignedUp: () => void;
}

export function SignUpForm({ busy, onBusyChange, onSignedUp }: SignUpFormProps) {
  const { brandName, passwordPolicy } = useConfig();
  const schema = useMemo(() => signUpFormSchema(passwordPolicy), [passwordPolicy]);
  const { register, handleSubmit, formState } = useForm<TSignUpForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', subscribe: false },
  });

  async function signUp({ name, email, password, subscribe }: TSignUpForm) {
    onBusyChange(true);
    // The account opens once its address is confirmed (the mailed link), so no session follows;
    // the answer is the same whether or not the address already had an account.
    const failure = await authFailureOf(() => authClient.signUp.email({ email, password, name: name || '' }));
    onBusyChange(false);
    if (failure) {
      const { title, description } = TEXTS.auth.registrationFailed;
      toast({ title, description: failureDescription(failure, description) }, 'destructive');
      return;
    }
    // The mailing-list choice is sent once the confirmed account signs in (spec §7's call).
    rememberPendingSignUp(email, { name: name || '', subscribe, returnTo: currentPage() });
    toast(TEXTS.auth.accountCreated(email));
    track('sign_up', { method: 'email_password' });
    onSignedUp();
  }

  return (
    <div className="space-y-5">
      <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(signUp)(event)}>
        <TextField label="Name" hint="Optional" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={describePasswordPolicy(passwordPolicy)}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Checkbox label={`Subscribe to updates from ${brandName}`} {...register('subscribe')} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? TEXTS.auth.signUpBusy : 'Create account'}
        </Button>
      </form>
      <GoogleSignInButton busy={busy} onBusyChange={onBusyChange} />
    </div>
  );
}
