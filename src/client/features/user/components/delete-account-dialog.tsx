import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { serverMessageOf, withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { ACCOUNT_TEXTS } from '#common/account-texts.ts';
import { type TUser, ZAccountPassword } from '#common/schemas/user.ts';
import { useDeleteAccount } from '../api/delete-account';
import { useRequestDeletionLink } from '../api/request-deletion-link';
import { useHasPassword } from '../api/sign-in-methods';
import { DeletionConsequences } from './deletion-consequences';

const ZPasswordForm = z.object({ password: ZAccountPassword });
type TPasswordForm = z.input<typeof ZPasswordForm>;

interface DeleteAccountDialogProps {
  user: TUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Issue 30: "Delete my account". It says what goes and what stays, then asks for the password, or
 * mails a link that confirms instead (the only way for an account without a password). Once done,
 * this browser is signed out to the landing page.
 */
export function DeleteAccountDialog({ user, open, onOpenChange }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const busy = remove.isPending || remove.isSuccess;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent title={ACCOUNT_TEXTS.deleteTitle} description={ACCOUNT_TEXTS.deleteDescription} alert closable={!busy}>
        <div className="space-y-5">
          <DeletionConsequences heading="h3" />
          <p className="text-sm text-ink">{ACCOUNT_TEXTS.downloadFirst}</p>
          <Confirmation user={user} remove={remove} busy={busy} onCancel={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface ConfirmationProps {
  user: TUser;
  remove: ReturnType<typeof useDeleteAccount>;
  busy: boolean;
  onCancel: () => void;
}

function Confirmation({ user, remove, busy, onCancel }: ConfirmationProps) {
  const hasPassword = useHasPassword();
  const link = useRequestDeletionLink();
  const { register, handleSubmit, formState, setError } = useForm<TPasswordForm>({ resolver: zodResolver(ZPasswordForm) });

  const mailLink = (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        disabled={link.isPending || busy}
        onClick={() =>
          link.mutate(user.id, {
            onError: (error) => toast(withServerReason(ACCOUNT_TEXTS.mailFailed, error), 'destructive'),
          })
        }
      >
        {link.isPending ? ACCOUNT_TEXTS.mailBusy : ACCOUNT_TEXTS.mailLink}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {link.isSuccess ? ACCOUNT_TEXTS.linkSent(user.email) : null}
      </p>
    </div>
  );

  if (hasPassword.isPending) return <div className="h-40" aria-busy="true" />;
  if (hasPassword.data === false) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink">{ACCOUNT_TEXTS.noPassword}</p>
        {mailLink}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          void handleSubmit(({ password }) =>
            remove.mutate(
              { userId: user.id, confirmation: { password } },
              {
                onError: (error) => {
                  const reason = serverMessageOf(error);
                  if (reason) setError('password', { message: reason }, { shouldFocus: true });
                  else toast(ACCOUNT_TEXTS.deleteFailed, 'destructive');
                },
              },
            ),
          )(event)
        }
      >
        <TextField
          label={ACCOUNT_TEXTS.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <DialogActions
          confirmLabel={busy ? ACCOUNT_TEXTS.deleteBusy : ACCOUNT_TEXTS.confirmDelete}
          pending={busy}
          destructive
          onCancel={onCancel}
        />
      </form>
      <div className="space-y-3 border-t border-line pt-4">
        <p className="text-sm font-medium text-ink">{ACCOUNT_TEXTS.orMail}</p>
        {mailLink}
      </div>
    </div>
  );
}
