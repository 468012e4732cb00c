import type { THueFamily } from '#common/color/pigment-facts.ts';
import { INVENTORY_LEVELS } from '#common/constants.ts';
import { oneOf, SORTS, type TStudioView, WISH_FILTERS } from '../inventory-view';
import { HUE_LABELS, LEVEL_LABELS, SORT_LABELS, STUDIO_TEXTS } from '../studio-texts';
import { SelectField } from './select-field';

const WISH_LABELS = { yes: 'On the wishlist', no: 'Not on the wishlist' } as const;

interface StudioFilterBarProps {
  view: TStudioView;
  onChange: (change: Partial<TStudioView>) => void;
  choices: { makers: string[]; pigments: string[]; hues: THueFamily[] };
}

/**
 * Narrows the studio by maker, pigment, hue family, level and wishlist, and orders it. A maker or
 * pigment chosen that the studio no longer holds (its last paint removed, an old link) stays listed,
 * so the select shows what filters the view.
 */
export function StudioFilterBar({ view, onChange, choices }: StudioFilterBarProps) {
  const withChosen = (values: readonly string[], chosen: string | null) =>
    chosen && !values.includes(chosen) ? [chosen, ...values] : values;
  return (
    <section aria-label="Filters and order" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <SelectField label="Maker" value={view.maker ?? ''} onChange={(event) => onChange({ maker: event.target.value || null })}>
        <option value="">Any maker</option>
        {withChosen(choices.makers, view.maker).map((maker) => (
          <option key={maker} value={maker}>
            {maker}
          </option>
        ))}
      </SelectField>
      <SelectField label="Pigment" value={view.pigment ?? ''} onChange={(event) => onChange({ pigment: event.target.value || null })}>
        <option value="">Any pigment</option>
        {withChosen(choices.pigments, view.pigment).map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Hue family"
        value={view.hue ?? ''}
        onChange={(event) => onChange({ hue: oneOf(choices.hues, event.target.value) })}
      >
        <option value="">Any hue</option>
        {choices.hues.map((hue) => (
          <option key={hue} value={hue}>
            {HUE_LABELS[hue]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Level"
        value={view.level ?? ''}
        onChange={(event) => onChange({ level: oneOf(INVENTORY_LEVELS, event.target.value) })}
      >
        <option value="">Any level</option>
        {INVENTORY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {LEVEL_LABELS[level]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={STUDIO_TEXTS.wishlist}
        value={view.wish ?? ''}
        onChange={(event) => onChange({ wish: oneOf(WISH_FILTERS, event.target.value) })}
      >
        <option value="">All paints</option>
        {WISH_FILTERS.map((wish) => (
          <option key={wish} value={wish}>
            {WISH_LABELS[wish]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Sort by" value={view.sort} onChange={(event) => onChange({ sort: oneOf(SORTS, event.target.value) ?? 'name' })}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
    </section>
  );
}
