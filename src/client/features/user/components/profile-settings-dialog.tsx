import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { LIMITS, TEXTS } from '#common/constants.ts';
import { type TUser, ZDisplayName } from '#common/schemas/user.ts';
import { useSaveProfile } from '../api/save-profile';
import { KEEP_AVATAR, type TAvatarDraft } from '../avatar-draft';
import { USER_CLIENT_TEXTS } from '../user-texts';
import { AccountDataSection } from './account-data-section';

// The uploader (Uppy) loads with the dialog, not with the app.
const AvatarField = lazy(() => import('./avatar-field'));

// The request's rule (trimmed, not blank, at most 50) is the server's own.
const ZProfileForm = z.object({ displayName: ZDisplayName });
type TProfileForm = z.input<typeof ZProfileForm>;

interface ProfileSettingsDialogProps {
  user: TUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes as it closes, when not back to what opened it (see DialogContent). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Spec §2 Profile Settings: the display name and the avatar. Both change when Save is pressed,
 * together; closing the dialog leaves them as they were. Below, the person's data (issue 30).
 */
export function ProfileSettingsDialog({ user, open, onOpenChange, onCloseAutoFocus }: ProfileSettingsDialogProps) {
  const save = useSaveProfile();
  return (
    // While saving, the dialog stays open so the outcome is seen where it was asked for.
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!save.isPending) onOpenChange(next);
      }}
    >
      <DialogContent title="Profile Settings" closable={!save.isPending} onCloseAutoFocus={onCloseAutoFocus}>
        <ProfileSettings user={user} save={save} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so each opening starts from what is saved. */
function ProfileSettings({ user, save, onSaved }: { user: TUser; save: ReturnType<typeof useSaveProfile>; onSaved: () => void }) {
  const [avatar, setAvatar] = useState<TAvatarDraft>(KEEP_AVATAR);
  return (
    <div className="space-y-6">
      <Suspense fallback={<div className="h-32" aria-busy="true" />}>
        <AvatarField user={user} draft={avatar} onDraftChange={setAvatar} />
      </Suspense>
      <ProfileForm
        user={user}
        busy={save.isPending}
        onSave={(displayName) =>
          save.mutate(
            { userId: user.id, displayName, avatar },
            {
              onSuccess: () => {
                toast(USER_CLIENT_TEXTS.profileUpdated);
                onSaved();
              },
              onError: () => toast(avatar.kind === 'replace' ? TEXTS.profile.avatarFailed : TEXTS.profile.updateFailed, 'destructive'),
            },
          )
        }
      />
      <AccountDataSection user={user} />
    </div>
  );
}

interface ProfileFormProps {
  user: TUser;
  busy: boolean;
  onSave: (displayName: string) => void;
}

function ProfileForm({ user, busy, onSave }: ProfileFormProps) {
  const id = useId();
  const { register, handleSubmit, control, formState } = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    // A name is required, so the field starts from the one people see now.
    defaultValues: { displayName: (user.displayName ?? user.name).slice(0, LIMITS.displayNameMax) },
  });
  const length = useWatch({ control, name: 'displayName' }).trim().length;
  const error = formState.errors.displayName?.message;

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(({ displayName }) => onSave(displayName))(event)}>
      <div className="space-y-1.5">
        <Label htmlFor={id}>Display name</Label>
        <Input
          id={id}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...register('displayName')}
        />
        <div id={`${id}-hint`} className="flex justify-between gap-4 text-sm text-ink-muted">
          <p>Shown instead of your account name, {user.name}.</p>
          <p className={length > LIMITS.displayNameMax ? 'font-medium text-danger-text' : undefined}>
            {length}/{LIMITS.displayNameMax}
            <span className="sr-only"> characters</span>
          </p>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? USER_CLIENT_TEXTS.saveBusy : 'Save'}
      </Button>
    </form>
  );
}
