import { useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useManufacturers } from '#client/components/paints/api/get-manufacturers.ts';
import { useSeries } from '#client/components/paints/api/get-series.ts';
import { PaintAlternatives } from '#client/components/paints/paint-alternatives.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { TLightfastnessOrigin } from '#common/color/rating-origin.ts';
import { COLOR_MEDIUMS, colorMediumOfPalette, DEFAULT_HEX, LIGHTFASTNESS } from '#common/constants.ts';
import { type TColor, ZCreateColorRequest } from '#common/schemas/color.ts';
import type { TCataloguePaint, TPaintSearchResult } from '#common/schemas/paints.ts';
import { manufacturerSuggestions, matchingSuggestions, seriesSuggestions } from './color-suggestions';
import { PaintNameField } from './paint-name-field';
import { PigmentCodeField } from './pigment-code-field';

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
  cataloguePaintId: true,
}).extend({ medium: noneOr(COLOR_MEDIUMS), lightfastness: noneOr(LIGHTFASTNESS) });
export type TColorFormValues = z.input<typeof ZColorForm>;
export type TColorFormOutput = z.output<typeof ZColorForm>;

function isHex(value: string): boolean {
  return ZColorForm.shape.hexCode.safeParse(value).success;
}

/** The paint's own facts, as the form holds them: what a color and a catalogue suggestion share. */
type TPaintFacts = Pick<
  TColor,
  | 'paintName'
  | 'manufacturer'
  | 'seriesName'
  | 'pigmentCode'
  | 'hexCode'
  | 'medium'
  | 'lightfastness'
  | 'opacity'
  | 'granulation'
  | 'staining'
>;

/** A paint's facts as form values; for none, blanks and the default grey. */
function paintFormValuesOf(paint: TPaintFacts | undefined): Required<Pick<TColorFormValues, keyof TPaintFacts>> {
  return {
    paintName: paint?.paintName ?? '',
    manufacturer: paint?.manufacturer ?? '',
    seriesName: paint?.seriesName ?? '',
    pigmentCode: paint?.pigmentCode ?? '',
    hexCode: paint?.hexCode ?? DEFAULT_HEX,
    // Older rows may hold a value outside today's lists; it shows as none rather than breaking the select.
    medium: COLOR_MEDIUMS.find((medium) => medium === paint?.medium) ?? '',
    lightfastness: LIGHTFASTNESS.find((rating) => rating === paint?.lightfastness) ?? '',
    opacity: paint?.opacity ?? '',
    granulation: paint?.granulation ?? '',
    staining: paint?.staining ?? '',
  };
}

/** The form's starting values: the color's own when editing, blanks and the default grey when adding. */
export function colorFormValuesOf(color: TColor | undefined): TColorFormValues {
  return {
    ...paintFormValuesOf(color),
    personalNotes: color?.personalNotes ?? '',
    affiliateLink: color?.affiliateLink ?? '',
    cataloguePaintId: color?.cataloguePaintId ?? null,
  };
}

/** Where a color's lightfastness comes from, as the server read it through its catalogue link (issue 42). */
export function ratingOriginOf(color: TColor | undefined): TLightfastnessOrigin | null {
  if (!color) return null;
  const { lightfastness, lightfastnessBasis, makerLightfastness } = color;
  return { lightfastness, lightfastnessBasis, makerLightfastness };
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

interface PaintIdentityFieldsProps {
  /** The tags on the color (or chosen for it): its suggestions include the painter's colors carrying them. */
  tagIds: readonly string[];
  /** Colors carrying any of the tags (OR) or all of them (AND). */
  filterMode: 'OR' | 'AND';
  /** Counts the painter's tag choices in this form; each one shows the suggestions again. */
  tagChoices: number;
  /** The medium of the palette the color is in: its paints are suggested first. */
  paletteMedium: string | undefined;
  /** The color being edited, if any. */
  colorId: string | undefined;
  /** A suggestion picked: where its lightfastness comes from (a catalogue paint's; none for the painter's own color). */
  onPickRating?: (origin: TLightfastnessOrigin) => void;
}

/** What the paint is, in the order painters say it: name, manufacturer, series, pigments, then its color. */
export function PaintIdentityFields({ tagIds, filterMode, tagChoices, paletteMedium, colorId, onPickRating }: PaintIdentityFieldsProps) {
  const { register, control, formState, setValue, getValues, setFocus } = useFormContext<TColorFormValues>();
  const { errors } = formState;
  const manufacturersId = useId();
  const seriesId = useId();
  const [manufacturerTyped, seriesTyped, colorMedium, paintName, cataloguePaintId] = useWatch({
    control,
    name: ['manufacturer', 'seriesName', 'medium', 'paintName', 'cataloguePaintId'],
  });
  const manufacturer = manufacturerTyped ?? '';
  // The catalogue paint the color is, while its name and manufacturer are still that paint's: the
  // server then gives it the paint's Buy link. Renamed or given another maker, it is that paint no more.
  const linkedTo = useRef<{ paintName: string; manufacturer: string } | null>(null);
  useEffect(() => {
    if (!getValues('cataloguePaintId')) return;
    const now = { paintName: (paintName ?? '').trim(), manufacturer: manufacturer.trim() };
    linkedTo.current ??= now;
    if (now.paintName !== linkedTo.current.paintName || now.manufacturer !== linkedTo.current.manufacturer) {
      setValue('cataloguePaintId', null, { shouldDirty: true });
      linkedTo.current = null;
    }
  }, [paintName, manufacturer, getValues, setValue]);
  const catalogueMakers = useManufacturers().data;
  // The catalogue is asked for the series of a manufacturer it holds; for any other the answer is known.
  const knownMaker = catalogueMakers?.find((name) => name.toLowerCase() === manufacturer.trim().toLowerCase());
  const catalogueSeries = useSeries(knownMaker ?? '', knownMaker !== undefined).data;

  /** A picked suggestion fills every paint field; the painter may still change any of them. */
  function fill(paint: TPaintSearchResult) {
    const values = paintFormValuesOf(paint);
    for (const key of Object.keys(values) as Array<keyof typeof values>) {
      setValue(key, values[key], { shouldDirty: true, shouldValidate: true });
    }
    // A catalogue paint's Buy link comes with the link to the paint (resolved by the server, kept
    // right by affiliate verification), not as a copy in the color.
    const cataloguePaintId = paint.kind === 'catalogue' ? paint.id : null;
    // The rating as the form now holds it ('' for none).
    const lightfastness = values.lightfastness || null;
    const { lightfastnessBasis, makerLightfastness } =
      paint.kind === 'catalogue' ? paint : { lightfastnessBasis: null, makerLightfastness: null };
    onPickRating?.({ lightfastness, lightfastnessBasis, makerLightfastness });
    linkedTo.current = cataloguePaintId ? { paintName: values.paintName.trim(), manufacturer: (values.manufacturer ?? '').trim() } : null;
    setValue('cataloguePaintId', cataloguePaintId, { shouldDirty: true });
  }

  /** An alternative taken instead: the form becomes that paint, and the painter reads it from its name on. */
  function use(paint: TCataloguePaint) {
    fill({ ...paint, kind: 'catalogue' });
    setFocus('paintName');
  }

  return (
    <>
      <PaintNameField
        context={{ tagIds, filterMode, preferredMedium: colorMedium || colorMediumOfPalette(paletteMedium), excludeColorId: colorId }}
        tagChoices={tagChoices}
        onPick={fill}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Manufacturer"
          autoComplete="off"
          list={manufacturersId}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <Suggestions id={manufacturersId} values={matchingSuggestions(manufacturerSuggestions(catalogueMakers), manufacturer)} />
        <TextField label="Series" autoComplete="off" list={seriesId} error={errors.seriesName?.message} {...register('seriesName')} />
        <Suggestions
          id={seriesId}
          values={matchingSuggestions(seriesSuggestions(manufacturer, knownMaker ? catalogueSeries : []), seriesTyped ?? '')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PigmentCodeField />
        <HexField />
      </div>
      {/* Issue 15: once the color is a catalogue paint, the other makers' paints that can stand in for it. */}
      {cataloguePaintId ? <PaintAlternatives paintId={cataloguePaintId} onUse={use} /> : null}
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
