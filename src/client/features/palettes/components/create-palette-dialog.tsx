import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isQuotaExceeded, isSignedOut } from '#client/components/palette-actions/palette-errors.ts';
import { showFreeLimit, useQuotaCheck } from '#client/components/palette-actions/use-quota-check.ts';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { toast } from '#client/lib/toast.ts';
import { LIMITS, PALETTE_MEDIUMS, TEXTS } from '#common/constants.ts';
import { parseTagInput, type TPalette, ZCreatePaletteRequest } from '#common/schemas/palette.ts';
import { useCreatePalette } from '../api/create-palette';

const { rowsMin, rowsMax, rowsDefault, columnsMin, columnsMax, columnsDefault } = LIMITS.createPalette;

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

// The request's own rules for name and medium; the grid size gets messages a painter can act on,
// and tags stay the text typed (spec §5: comma separated, parsed on submit).
const ZCreatePaletteForm = z.object({
  name: ZCreatePaletteRequest.shape.name,
  medium: ZCreatePaletteRequest.shape.medium,
  rows: wholeNumber('Rows', rowsMin, rowsMax),
  columns: wholeNumber('Columns', columnsMin, columnsMax),
  tags: z
    .string()
    .refine((text) => (parseTagInput(text) ?? []).every((tag) => tag.length <= LIMITS.paletteTagMax), {
      error: `A tag can be at most ${LIMITS.paletteTagMax} characters long.`,
    })
    .refine((text) => (parseTagInput(text) ?? []).length <= LIMITS.paletteTagsMax, {
      error: `A palette can have at most ${LIMITS.paletteTagsMax} tags.`,
    }),
});
type TCreatePaletteForm = z.input<typeof ZCreatePaletteForm>;

const DEFAULTS: TCreatePaletteForm = { name: '', medium: 'Watercolor', rows: rowsDefault, columns: columnsDefault, tags: '' };

interface CreatePaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (palette: TPalette) => void;
}

export function CreatePaletteDialog({ open, onOpenChange, onCreated }: CreatePaletteDialogProps) {
  const create = useCreatePalette();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent title="Create new palette" closable={!create.isPending}>
        <CreatePaletteForm
          pending={create.isPending}
          createPalette={create.mutateAsync}
          onCreated={onCreated}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface CreatePaletteFormProps {
  pending: boolean;
  createPalette: ReturnType<typeof useCreatePalette>['mutateAsync'];
  onCreated: (palette: TPalette) => void;
  onCancel: () => void;
}

/** Mounted with the dialog's content, so each opening starts from the defaults. */
function CreatePaletteForm({ pending, createPalette, onCreated, onCancel }: CreatePaletteFormProps) {
  const { user } = useAuth();
  const checkQuota = useQuotaCheck();
  const mediumId = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZCreatePaletteForm),
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = formState;
  const busy = pending || isSubmitting;

  async function submit({ tags, ...fields }: z.output<typeof ZCreatePaletteForm>) {
    if (!user) {
      toast(TEXTS.palettes.authRequired, 'destructive');
      return;
    }
    try {
      // Spec §6: the quota is asked first, so a full library hears why instead of a failed request.
      if (!(await checkQuota(user))) return;
      onCreated(await createPalette({ ...fields, tags: parseTagInput(tags), userId: user.id }));
    } catch (error) {
      if (isSignedOut(error)) toast(TEXTS.palettes.authRequired, 'destructive');
      // Another tab may have filled the last slot since the question was asked.
      else if (isQuotaExceeded(error)) showFreeLimit(user);
      else {
        const { title, description } = TEXTS.palettes.createFailed;
        toast({ title, description: serverMessageOf(error) ?? description }, 'destructive');
      }
    }
  }

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextField label="Name" autoFocus autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className="space-y-1.5">
        <Label htmlFor={mediumId}>Medium</Label>
        <Select id={mediumId} {...register('medium')}>
          {PALETTE_MEDIUMS.map((medium) => (
            <option key={medium} value={medium}>
              {medium}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Rows"
          type="number"
          inputMode="numeric"
          min={rowsMin}
          max={rowsMax}
          error={errors.rows?.message}
          {...register('rows', { valueAsNumber: true })}
        />
        <TextField
          label="Columns"
          type="number"
          inputMode="numeric"
          min={columnsMin}
          max={columnsMax}
          error={errors.columns?.message}
          {...register('columns', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label="Tags"
        hint="Separate tags with commas, e.g. landscape, earth tones"
        autoComplete="off"
        error={errors.tags?.message}
        {...register('tags')}
      />
      <DialogActions confirmLabel={busy ? 'Creating...' : 'Create palette'} canConfirm={!busy} pending={busy} onCancel={onCancel} />
    </form>
  );
}
