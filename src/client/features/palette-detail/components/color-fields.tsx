import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { COLOR_MEDIUMS, DEFAULT_HEX, LIGHTFASTNESS } from '../../../../common/constants';
import { ZCreateColorRequest, type TColor } from '../../../../common/schemas/color';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { MANUFACTURER_SUGGESTIONS, matchingSuggestions, seriesSuggestionsFor } from '../color-suggestions';

/** A select's "none" option: the empty value, sent as null. */
function noneOr<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).or(z.literal('').transform(() => null));
}

/**
 * The request's own rules for every paint field (spec §5: paint name required, hex '#' plus six
 * hex digits, empty optional text sent as null); only the selects differ, as their "none" is ''.
 */
export const ZColorForm = ZCreateColorRequest.pick({
  paintName: true,
  manufacturer: true,
  seriesName: true,
  pigmentCode: true,
  hexCode: true,
  opacity: true,
  granulation: true,
  staining: true,
  personalNotes: true,
  affiliateLink: true,
}).extend({ medium: noneOr(COLOR_MEDIUMS), lightfastness: noneOr(LIGHTFASTNESS) });
export type TColorFormValues = z.input<typeof ZColorForm>;
export type TColorFormOutput = z.output<typeof ZColorForm>;

function isHex(value: string): boolean {
  return ZColorForm.shape.hexCode.safeParse(value).success;
}

/** The form's starting values: the color's own when editing, blanks and the default grey when adding. */
export function colorFormValuesOf(color: TColor | undefined): TColorFormValues {
  return {
    paintName: color?.paintName ?? '',
    manufacturer: color?.manufacturer ?? '',
    seriesName: color?.seriesName ?? '',
    pigmentCode: color?.pigmentCode ?? '',
    hexCode: color?.hexCode ?? DEFAULT_HEX,
    // Older rows may hold a value outside today's lists; it shows as none rather than breaking the select.
    medium: COLOR_MEDIUMS.find((medium) => medium === color?.medium) ?? '',
    lightfastness: LIGHTFASTNESS.find((rating) => rating === color?.lightfastness) ?? '',
    opacity: color?.opacity ?? '',
    granulation: color?.granulation ?? '',
    staining: color?.staining ?? '',
    personalNotes: color?.personalNotes ?? '',
    affiliateLink: color?.affiliateLink ?? '',
  };
}

/** A datalist: suggestions the browser offers under a text field, which still accepts any text. */
function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

/** What the paint is, in the order painters say it: name, manufacturer, series, pigments, then its color. */
export function PaintIdentityFields() {
  const { register, control, formState } = useFormContext<TColorFormValues>();
  const { errors } = formState;
  const manufacturersId = useId();
  const seriesId = useId();
  const [manufacturer, series] = useWatch({ control, name: ['manufacturer', 'seriesName'] });
  return (
    <>
      <TextField
        label="Paint name"
        autoFocus
        autoComplete="off"
        required
        error={errors.paintName?.message}
        {...register('paintName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Manufacturer"
          autoComplete="off"
          list={manufacturersId}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <Suggestions id={manufacturersId} values={matchingSuggestions(MANUFACTURER_SUGGESTIONS, manufacturer ?? '')} />
        <TextField
          label="Series"
          autoComplete="off"
          list={seriesId}
          error={errors.seriesName?.message}
          {...register('seriesName')}
        />
        <Suggestions id={seriesId} values={matchingSuggestions(seriesSuggestionsFor(manufacturer), series ?? '')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Pigment code"
          hint="e.g. PB29, PV19"
          autoComplete="off"
          className="font-mono"
          error={errors.pigmentCode?.message}
          {...register('pigmentCode')}
        />
        <HexField />
      </div>
    </>
  );
}

/** The hex as text and a native color picker, kept in step: either one changes the other. */
function HexField() {
  const { register, control, setValue, formState } = useFormContext<TColorFormValues>();
  const id = useId();
  const errorId = `${id}-error`;
  const hex = useWatch({ control, name: 'hexCode' }) ?? '';
  const error = formState.errors.hexCode?.message;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Hex</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('hexCode')}
        />
        {/* A picker can only show a valid color: while the text is mid-edit it shows the default grey. */}
        <input
          type="color"
          aria-label="Pick color"
          value={isHex(hex) ? hex.toLowerCase() : DEFAULT_HEX}
          onChange={(event) => setValue('hexCode', event.target.value, { shouldDirty: true, shouldValidate: true })}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-line bg-surface p-1"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
