import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { authFailureOf, failureDescription } from '#client/lib/auth/auth-errors.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { newPasswordFormSchema, type TNewPasswordForm } from '#common/schemas/auth.ts';
import { describePasswordPolicy } from '../describe-password-policy';

interface NewPasswordFormProps {
  token: string;
  submitLabel: string;
  busyLabel: string;
  /** More fields, shown above the button (the confirmation page's name and mailing-list choice). */
  children?: ReactNode;
  /**
   * The confirmation page's name, set with the password as the address is confirmed (trimmed;
   * blank: the address's own). A reset link's account keeps its name whatever is sent.
   */
  name?: string;
  onInvalidToken: () => void;
  /** The password is set; what follows (signing in, a message) may take a moment of its own. */
  onSaved: (password: string) => Promise<void>;
}

/**
 * Sets the account's password with a mailed token: the reset link's, and the confirmation link's
 * (confirming an address is choosing its password). The token is only known to be good when the
 * password is posted with it.
 */
export function NewPasswordForm({ token, submitLabel, busyLabel, children, name, onInvalidToken, onSaved }: NewPasswordFormProps) {
  const { passwordPolicy } = useConfig();
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => newPasswordFormSchema(passwordPolicy), [passwordPolicy]);
  const { register, handleSubmit, formState } = useForm<TNewPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  async function savePassword({ password }: TNewPasswordForm) {
    setBusy(true);
    const failure = await authFailureOf(() => authClient.resetPassword({ newPassword: password, token, ...(name ? { name } : {}) }));
    if (failure?.code === 'INVALID_TOKEN') {
      setBusy(false);
      onInvalidToken();
    } else if (failure) {
      setBusy(false);
      const { title, description } = TEXTS.auth.resetFailed;
      toast({ title, description: failureDescription(failure, description) }, 'destructive');
    } else {
      await onSaved(password);
      setBusy(false);
    }
  }

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(savePassword)(event)}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={describePasswordPolicy(passwordPolicy)}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm')}
      />
      {children}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
