import { LIMITS } from '#common/constants.ts';

// Spec §3 "Suggested values" for the color form, joined by what the paint catalogue holds. They
// are offered, never enforced: a painter may type any manufacturer or series, so these stay out
// of the request schemas.

const MANUFACTURER_SUGGESTIONS = [
  'Daniel Smith',
  'Winsor & Newton',
  'Golden',
  'Liquitex',
  'Schmincke',
  'M. Graham',
  'Holbein',
  'Other',
] as const;

const SERIES_BY_MANUFACTURER: Record<string, readonly string[]> = {
  'daniel smith': ['Extra Fine', 'Luminescent', 'PrimaTek'],
  'winsor & newton': ['Professional Watercolour', 'Cotman Watercolour'],
};

const ANY_SERIES = [
  'Extra Fine',
  'Professional Watercolour',
  'Cotman Watercolour',
  'Luminescent',
  'PrimaTek',
  'Horadam',
  'Akademie',
] as const;

/** The series a manufacturer offers; for one the spec does not list (or none yet), every series. */
function seriesSuggestionsFor(manufacturer: string | null | undefined): readonly string[] {
  // Typed by hand, so 'daniel smith ' must find the same list as the suggestion itself.
  return SERIES_BY_MANUFACTURER[(manufacturer ?? '').trim().toLowerCase()] ?? ANY_SERIES;
}

/** Spec §9: the first 10 entries containing what was typed (any case); for nothing typed, the first 10. */
export function matchingSuggestions(values: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return values.filter((value) => value.toLowerCase().includes(needle)).slice(0, LIMITS.suggestions);
}

/** Each value once, whatever its case, in the order first seen. */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The spec's manufacturers, then any others the catalogue holds, 'Other' last. */
export function manufacturerSuggestions(catalogue: readonly string[] = []): string[] {
  const named = MANUFACTURER_SUGGESTIONS.filter((name) => name !== 'Other');
  return distinct([...named, ...catalogue, 'Other']);
}

/** The catalogue's series of that manufacturer, then the spec's suggestions for it. */
export function seriesSuggestions(manufacturer: string | null | undefined, catalogue: readonly string[] = []): string[] {
  return distinct([...catalogue, ...seriesSuggestionsFor(manufacturer)]);
}
