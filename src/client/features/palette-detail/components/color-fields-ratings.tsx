import { useId } from 'react';
import { type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { COLOR_MEDIUMS, LIGHTFASTNESS } from '../../../../common/constants';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { TColorFormValues } from './color-fields';

/** A labelled native select whose first option, "None", leaves the field empty (sent as null). */
function NoneOrSelect({ label, name, options }: { label: string; name: 'medium' | 'lightfastness'; options: readonly string[] }) {
  const { register } = useFormContext<TColorFormValues>();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...register(name)}>
        <option value="">None</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** How the paint behaves (medium and its ratings), then the painter's own notes. */
export function PaintRatingFields() {
  const { register, formState } = useFormContext<TColorFormValues>();
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NoneOrSelect label="Medium" name="medium" options={COLOR_MEDIUMS} />
        <NoneOrSelect label="Lightfastness" name="lightfastness" options={LIGHTFASTNESS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Opacity" autoComplete="off" error={errors.opacity?.message} {...register('opacity')} />
        <TextField label="Granulation" autoComplete="off" error={errors.granulation?.message} {...register('granulation')} />
        <TextField label="Staining" autoComplete="off" error={errors.staining?.message} {...register('staining')} />
      </div>
      <TextArea label="Personal notes" error={errors.personalNotes?.message} {...register('personalNotes')} />
    </>
  );
}

/** Spec §5: only admins see this field (and the server refuses a link from anyone else). */
export function AffiliateLinkField() {
  const { register, formState } = useFormContext<TColorFormValues>();
  return (
    <TextField
      label="Affiliate link"
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder="https://"
      error={formState.errors.affiliateLink?.message}
      {...register('affiliateLink')}
    />
  );
}

interface TextAreaProps extends UseFormRegisterReturn {
  label: string;
  error: string | undefined;
}

/** A labelled multi-line field in the same box as Input, its error announced with it. */
function TextArea({ label, error, ...field }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger"
        {...field}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
