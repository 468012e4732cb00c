import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { TEXTS } from '../../../../common/constants';
import { newPasswordFormSchema, type TNewPasswordForm } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authClient } from '../../../lib/auth-client';
import { toast } from '../../../lib/toast';
import { useConfig } from '../../config';
import { authFailureOf, failureDescription } from '../auth-errors';
import { AUTH_CLIENT_TEXTS } from '../auth-texts';
import { describePasswordPolicy } from '../describe-password-policy';

/** Where a finished reset sends the person: the landing page with the sign-in dialog open. */
const SIGN_IN_AFTER_RESET_URL = '/?signin=1';

interface NewPasswordFormProps {
  token: string;
  onInvalidToken: () => void;
}

export function NewPasswordForm({ token, onInvalidToken }: NewPasswordFormProps) {
  const { passwordPolicy } = useConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => newPasswordFormSchema(passwordPolicy), [passwordPolicy]);
  const { register, handleSubmit, formState } = useForm<TNewPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  async function savePassword({ password }: TNewPasswordForm) {
    setBusy(true);
    const failure = await authFailureOf(() => authClient.resetPassword({ newPassword: password, token }));
    setBusy(false);
    if (failure?.code === 'INVALID_TOKEN') {
      onInvalidToken();
    } else if (failure) {
      const { title, description } = TEXTS.auth.resetFailed;
      toast({ title, description: failureDescription(failure, description) }, 'destructive');
    } else {
      toast(AUTH_CLIENT_TEXTS.newPassword.updated);
      await navigate(SIGN_IN_AFTER_RESET_URL);
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
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? AUTH_CLIENT_TEXTS.newPassword.busy : AUTH_CLIENT_TEXTS.newPassword.submit}
      </Button>
    </form>
  );
}
