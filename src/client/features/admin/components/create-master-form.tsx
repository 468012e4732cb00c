import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { LIMITS, MASTER_MEDIUMS, TEXTS } from '#common/constants.ts';
import { ZCreateMasterPaletteRequest } from '#common/schemas/admin.ts';
import { parseTagInput } from '#common/schemas/palette.ts';
import { WEBSITE_HINT } from '#common/schemas/website.ts';
import { useCreateMasterPalette } from '../api/create-master-palette';

const request = ZCreateMasterPaletteRequest.in.shape;
const { rowsMax, columnsMax } = LIMITS.masterPalette;
const { rowsDefault, columnsDefault } = LIMITS.createPalette;

// The request's own rules, except where a form holds text: tags are typed comma-separated (spec §5)
// and checked as the list they become; notes and company are strings, sent as null when empty.
const ZMasterForm = z
  .object({
    name: request.name,
    medium: request.medium,
    rows: request.rows,
    columns: request.columns,
    tags: z.string().refine((text) => request.tags.safeParse(parseTagInput(text)).success, {
      error: `Up to ${LIMITS.paletteTagsMax} tags, each at most ${LIMITS.paletteTagMax} characters.`,
    }),
    notes: z.string().max(LIMITS.paletteNotesMax),
    collaborationEnabled: z.boolean(),
    collaborationCompany: z.string().trim().max(LIMITS.collaborationCompanyMax),
    collaborationUrl: request.collaborationUrl,
  })
  // The message names a company, so a shown message needs one; its website stays optional.
  .refine((form) => !form.collaborationEnabled || form.collaborationCompany !== '', {
    path: ['collaborationCompany'],
    error: 'Enter the company name.',
  });
type TMasterForm = z.input<typeof ZMasterForm>;

const DEFAULTS: TMasterForm = {
  name: '',
  medium: 'Watercolor',
  rows: rowsDefault,
  columns: columnsDefault,
  tags: '',
  notes: '',
  collaborationEnabled: false,
  collaborationCompany: '',
  collaborationUrl: '',
};

// Choices rather than free numbers: the grid limits (rows 1-6, columns 1-12) cannot be typed wrong.
const numbersUpTo = (max: number) => Array.from({ length: max }, (_, index) => index + 1);

/** The master creation form (spec §2, §5); mounted when opened, so it always starts from the defaults. */
export function CreateMasterForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const create = useCreateMasterPalette();
  const { register, handleSubmit, setValue, control, formState } = useForm({
    resolver: zodResolver(ZMasterForm),
    defaultValues: DEFAULTS,
  });
  const { errors } = formState;
  const collaborationEnabled = useWatch({ control, name: 'collaborationEnabled' });
  const busy = create.isPending;

  function submit({
    tags,
    notes,
    collaborationEnabled: enabled,
    collaborationCompany,
    collaborationUrl,
    ...fields
  }: z.output<typeof ZMasterForm>) {
    create.mutate(
      {
        ...fields,
        tags: parseTagInput(tags),
        notes: notes.trim() === '' ? null : notes,
        collaborationEnabled: enabled,
        // Spec §5: company and website are sent only with the message on; an empty website is none.
        collaborationCompany: enabled ? collaborationCompany : null,
        collaborationUrl: enabled ? collaborationUrl : null,
      },
      {
        onSuccess: onDone,
        onError: (error) => toast(withServerReason(TEXTS.admin.createFailed, error), 'destructive'),
      },
    );
  }

  return (
    <form noValidate className="max-w-xl space-y-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextField label="Palette name" autoFocus autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-medium`}>Medium</Label>
          <Select id={`${id}-medium`} {...register('medium')}>
            {MASTER_MEDIUMS.map((medium) => (
              <option key={medium}>{medium}</option>
            ))}
          </Select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-rows`}>Rows</Label>
            <Select id={`${id}-rows`} {...register('rows', { valueAsNumber: true })}>
              {numbersUpTo(rowsMax).map((rows) => (
                <option key={rows}>{rows}</option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-columns`}>Columns</Label>
            <Select id={`${id}-columns`} {...register('columns', { valueAsNumber: true })}>
              {numbersUpTo(columnsMax).map((columns) => (
                <option key={columns}>{columns}</option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      <TextField
        label="Tags"
        hint="Separate tags with commas, e.g. landscape, earth tones"
        autoComplete="off"
        error={errors.tags?.message}
        {...register('tags')}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-notes`}>Description/notes</Label>
        <textarea
          id={`${id}-notes`}
          rows={4}
          maxLength={LIMITS.paletteNotesMax}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
          className="block w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted aria-invalid:border-danger"
          {...register('notes')}
        />
        <FieldError id={`${id}-notes-error`} message={errors.notes?.message} />
      </div>
      <Checkbox
        label="Show collaboration message"
        {...register('collaborationEnabled', {
          onChange: (event: { target: HTMLInputElement }) => {
            if (event.target.checked) return;
            setValue('collaborationCompany', '');
            setValue('collaborationUrl', '');
          },
        })}
      />
      {collaborationEnabled ? (
        <div className="space-y-4 border-l-2 border-line pl-4">
          <TextField
            label="Company name"
            autoComplete="organization"
            maxLength={LIMITS.collaborationCompanyMax}
            error={errors.collaborationCompany?.message}
            {...register('collaborationCompany')}
          />
          <TextField
            label="Company website"
            hint={WEBSITE_HINT}
            type="url"
            inputMode="url"
            maxLength={LIMITS.urlMax}
            error={errors.collaborationUrl?.message}
            {...register('collaborationUrl')}
          />
        </div>
      ) : null}
      <DialogActions confirmLabel={busy ? TEXTS.admin.creating : 'Create palette'} pending={busy} onCancel={onDone} />
    </form>
  );
}
