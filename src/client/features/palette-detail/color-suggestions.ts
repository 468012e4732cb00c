// Spec §3 "Suggested values" for the color form. They are offered, never enforced: a painter may
// type any manufacturer or series, so these stay out of the request schemas.

/** Spec §9: a suggestion list in the color form shows at most this many entries. */
export const SUGGESTION_LIMIT = 10;

export const MANUFACTURER_SUGGESTIONS = [
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
export function seriesSuggestionsFor(manufacturer: string | null | undefined): readonly string[] {
  // Typed by hand, so 'daniel smith ' must find the same list as the suggestion itself.
  return SERIES_BY_MANUFACTURER[(manufacturer ?? '').trim().toLowerCase()] ?? ANY_SERIES;
}

/** The first SUGGESTION_LIMIT entries containing what was typed (any case); all of them for nothing typed. */
export function matchingSuggestions(values: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return values.filter((value) => value.toLowerCase().includes(needle)).slice(0, SUGGESTION_LIMIT);
}
