import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { COLOR_MEDIUMS, LIGHTFASTNESS } from '../../../../common/constants';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
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
      <TextAreaField label="Personal notes" error={errors.personalNotes?.message} {...register('personalNotes')} />
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
