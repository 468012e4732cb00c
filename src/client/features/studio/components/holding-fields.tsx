import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { INVENTORY_FORMS, INVENTORY_LEVELS, LIMITS } from '#common/constants.ts';
import { ZUpdateInventoryItemRequest } from '#common/schemas/inventory.ts';
import { FORM_LABELS, LEVEL_LABELS, STUDIO_TEXTS } from '../studio-texts';
import { SelectField } from './select-field';

const holding = ZUpdateInventoryItemRequest.shape;

/** What a person says of an item (its form, level, count and wishlist flag), by the request's own rules. */
export const holdingFormFields = {
  form: holding.form.unwrap(),
  level: holding.level.unwrap(),
  count: holding.count.unwrap(),
  wish: holding.wish.unwrap(),
};

/** The item's note, by the request's rule. */
export const noteFormField = holding.note.unwrap();

export const ZHoldingForm = z.object({ ...holdingFormFields, note: noteFormField });
export type THoldingFormValues = z.input<typeof ZHoldingForm>;
export type THoldingForm = z.output<typeof ZHoldingForm>;

/**
 * The messages the contract's rules leave to zod, in the form's words: a count that is not a
 * whole number in range (an empty field too), a note over its length.
 */
export const holdingFieldErrors = {
  error: (issue: { path?: PropertyKey[] }) => {
    const field = issue.path?.[0];
    if (field === 'count') return `Enter a whole number from 0 to ${LIMITS.inventoryCountMax}.`;
    if (field === 'note' || field === 'personalNotes') return `A note holds at most ${LIMITS.inventoryNoteMax} characters.`;
    return undefined;
  },
};

/** The form, level, count and wishlist fields, inside a form whose values hold them. */
export function HoldingFields() {
  const { register, formState } = useFormContext<THoldingFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField label="Form" {...register('form')}>
        {INVENTORY_FORMS.map((form) => (
          <option key={form} value={form}>
            {FORM_LABELS[form]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Level" {...register('level')}>
        {INVENTORY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {LEVEL_LABELS[level]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Count"
        type="number"
        inputMode="numeric"
        min={0}
        max={LIMITS.inventoryCountMax}
        step={1}
        error={formState.errors.count?.message}
        {...register('count', { valueAsNumber: true })}
      />
      <div className="sm:col-span-3">
        <Checkbox label={`On my ${STUDIO_TEXTS.wishlist.toLowerCase()}`} {...register('wish')} />
      </div>
    </div>
  );
}
