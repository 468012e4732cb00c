import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { authFailureOf, failureDescription } from '#client/lib/auth/auth-errors.ts';
import { AUTH_CLIENT_TEXTS } from '#client/lib/auth/auth-texts.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { type TResetRequestForm, ZResetRequestForm } from '#common/schemas/auth.ts';

interface ResetRequestFormProps {
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSent: () => void;
  onBack: () => void;
}

export function ResetRequestForm({ busy, onBusyChange, onSent, onBack }: ResetRequestFormProps) {
  const { register, handleSubmit } = useForm<TResetRequestForm>({
    resolver: zodResolver(ZResetRequestForm),
    defaultValues: { email: '' },
  });

  async function requestReset({ email }: TResetRequestForm) {
    // Spec §5: an empty address is answered by a toast, and nothing is sent.
    if (!email) {
      toast(TEXTS.auth.emailRequired, 'destructive');
      return;
    }
    onBusyChange(true);
    // No redirectTo: the server writes the mailed link itself, straight to /reset-password?token=….
    const failure = await authFailureOf(() => authClient.requestPasswordReset({ email }));
    onBusyChange(false);
    if (failure) {
      const { title, description } = TEXTS.auth.resetFailed;
      toast({ title, description: failureDescription(failure, description) }, 'destructive');
      return;
    }
    toast(TEXTS.auth.resetSent);
    onSent();
  }

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(requestReset)(event)}>
      <div className="space-y-1">
        <h3 className="text-lg font-semibold">{AUTH_CLIENT_TEXTS.resetView.title}</h3>
        <p className="text-sm text-ink-muted">{AUTH_CLIENT_TEXTS.resetView.description}</p>
      </div>
      {/* The view replaces the one whose button had focus; its only field takes it. */}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? TEXTS.auth.resetBusy : 'Send reset email'}
      </Button>
      <Button variant="secondary" className="w-full" disabled={busy} onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
