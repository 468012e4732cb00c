import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { ZCreateInviteRequest } from '#common/schemas/invite.ts';
import { useCreateInvite } from './api/create-invite';
import { SHARE_TEXTS } from './share-texts';

/**
 * Invites one address (the server mails the link). A refusal (already invited, one's own address,
 * mail not sent) is the server's own sentence under the field, which takes the focus back.
 */
export function InviteForm({ paletteId }: { paletteId: string }) {
  const id = useId();
  const create = useCreateInvite(paletteId);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(ZCreateInviteRequest),
    defaultValues: { email: '' },
  });
  const error = formState.errors.email?.message;
  const busy = create.isPending || formState.isSubmitting;

  async function invite({ email }: { email: string }) {
    try {
      await create.mutateAsync({ email });
      reset();
      toast(SHARE_TEXTS.inviteSent(email));
    } catch (failure) {
      setError('email', { message: serverMessageOf(failure) ?? SHARE_TEXTS.inviteFailed }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate aria-labelledby={`${id}-heading`} className="space-y-2" onSubmit={(event) => void handleSubmit(invite)(event)}>
      <h3 id={`${id}-heading`} className="font-semibold text-ink">
        Invite by e-mail
      </h3>
      <Label htmlFor={`${id}-email`} className="font-normal text-ink-muted">
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="painter@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('email')}
        />
        <Button type="submit" variant="secondary" className="shrink-0" disabled={busy}>
          {busy ? 'Inviting...' : 'Invite'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
