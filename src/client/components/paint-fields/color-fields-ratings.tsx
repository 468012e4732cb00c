import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { lightfastnessOriginText, type TLightfastnessOrigin } from '#common/color/rating-origin.ts';
import { COLOR_MEDIUMS, LIGHTFASTNESS } from '#common/constants.ts';
import type { TColorFormValues } from './color-fields';

interface NoneOrSelectProps {
  label: string;
  name: 'medium' | 'lightfastness';
  options: readonly string[];
  /** Said under the select, and read with it. */
  note?: string | null;
}

/** A labelled native select whose first option, "None", leaves the field empty (sent as null). */
function NoneOrSelect({ label, name, options, note }: NoneOrSelectProps) {
  const { register } = useFormContext<TColorFormValues>();
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-describedby={note ? noteId : undefined} {...register(name)}>
        <option value="">None</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      {note ? (
        <p id={noteId} className="text-xs text-ink-muted">
          {note.charAt(0).toUpperCase()}
          {note.slice(1)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How the paint behaves (medium and its ratings), then the painter's own notes. Issue 42: a
 * lightfastness as the catalogue paint gave it (`ratingOrigin`) says where it comes from, the
 * maker's chart or the pigment, while the color is still that paint with that rating (as the
 * server then says too); rated otherwise, it is the painter's.
 */
export function PaintRatingFields({ ratingOrigin = null }: { ratingOrigin?: TLightfastnessOrigin | null }) {
  const { register, control, formState } = useFormContext<TColorFormValues>();
  const { errors } = formState;
  const [lightfastness, cataloguePaintId] = useWatch({ control, name: ['lightfastness', 'cataloguePaintId'] });
  const origin =
    ratingOrigin && cataloguePaintId && ratingOrigin.lightfastness === (lightfastness || null)
      ? lightfastnessOriginText(ratingOrigin)
      : null;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NoneOrSelect label="Medium" name="medium" options={COLOR_MEDIUMS} />
        <NoneOrSelect label="Lightfastness" name="lightfastness" options={LIGHTFASTNESS} note={origin} />
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
