import type { TFading, TPaletteCheck, TPrimary } from '#common/color/palette-check.ts';
import type { TBias } from '#common/color/pigment-facts.ts';
import { RATING_ORIGIN_TEXTS } from '#common/color/rating-origin.ts';

/** Names a finding lists before 'and N more': a finding is a line, not a wall of text. */
const FIRST_NAMES = 3;
const list = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** 'A, B and C', or 'A, B, C and 4 more'. */
export function someNames(names: readonly string[]): string {
  if (names.length <= FIRST_NAMES + 1) return list.format(names);
  return `${names.slice(0, FIRST_NAMES).join(', ')} and ${names.length - FIRST_NAMES} more`;
}

const OTHER: Record<'warm' | 'cool', 'warm' | 'cool'> = { warm: 'cool', cool: 'warm' };

/** A paint painters reach for on each side of each primary. */
const EXAMPLES: Record<TPrimary, Record<'warm' | 'cool', string>> = {
  red: { warm: 'a scarlet such as Pyrrol Scarlet (PR255)', cool: 'a rose such as Quinacridone Rose (PV19)' },
  yellow: { warm: 'a deep yellow such as Hansa Yellow Deep (PY65)', cool: 'a lemon such as Hansa Yellow Light (PY3)' },
  blue: { warm: 'an ultramarine (PB29)', cool: 'a phthalo blue, green shade (PB15:3)' },
};

/** What each side of a primary mixes cleanly: a warm red the oranges, a cool red the violets. */
const MIXES: Record<TPrimary, Record<'warm' | 'cool', string>> = {
  red: { warm: 'clean oranges', cool: 'clean violets' },
  yellow: { warm: 'clean oranges', cool: 'clean greens' },
  blue: { warm: 'clean violets', cool: 'clean greens' },
};

const ROMAN: Record<TFading['rating'], string> = { 'I-Excellent': 'I', 'II-Very Good': 'II', 'III-Fair': 'III', 'IV-Fugitive': 'IV' };

/** 'Opera Rose (III)' by the paint's own rating; 'Alizarin Crimson (III, from the pigment PR83)' by its pigments' class. */
function fadingLabel(paint: TFading): string {
  const pigments = paint.codes.length > 1 ? `${RATING_ORIGIN_TEXTS.fromPigment}s` : RATING_ORIGIN_TEXTS.fromPigment;
  const basis = paint.basis === 'pigments' ? `, ${[pigments, ...paint.codes].join(' ')}` : '';
  return `${paint.name} (${ROMAN[paint.rating]}${basis})`;
}

/** A pigment's note as one clause: 'may fade in thin washes (…)' -> 'may fade in thin washes'. */
function clause(note: string): string {
  return note.replace(/\s*\(.*\)\s*$/, '');
}

export const CHECK_TEXTS = {
  heading: 'Palette check',
  loading: 'Reading the pigments…',
  nearDuplicates: ({ code, names, basis }: TPaletteCheck['nearDuplicates'][number]) =>
    `Near-duplicates: ${someNames(names)} ${
      code === null
        ? 'look alike on paper (their pigments are not known, so this is by color)'
        : basis === 'pigments'
          ? `are the same pigment, ${code}, which paints alike whatever the swatches show`
          : `are the same pigment, ${code}, and look alike on paper`
    }. Keep one and free a slot for a color the palette lacks.`,
  mayFade: (paints: readonly TFading[]) =>
    `May fade (${paints.length}): ${someNames(paints.map(fadingLabel))}. Keep ${paints.length === 1 ? 'it' : 'them'} for sketches, or choose a lightfast alternative for work that will hang.`,
  caveats: (caveats: TPaletteCheck['caveats']) =>
    `Worth knowing: ${caveats
      .slice(0, FIRST_NAMES)
      .map(({ name, note }) => `${name} ${clause(note)}`)
      .join(
        '; ',
      )}${caveats.length > FIRST_NAMES ? `; and ${caveats.length - FIRST_NAMES} more` : ''}. Try a wash in a sunny window for a few weeks before work that will hang.`,
  unrated: (paints: readonly string[]) =>
    `No lightfastness known (${paints.length}): ${someNames(paints)}. Check the tube's label or the maker's chart.`,
  noPrimary: (primary: TPrimary) => `No ${primary}: add a warm one, ${EXAMPLES[primary].warm}, and a cool one, ${EXAMPLES[primary].cool}.`,
  midOnly: (primary: TPrimary, paints: readonly string[]) =>
    `Only a mid ${primary} (${someNames(paints)}): a warm and a cool ${primary} would mix ${MIXES[primary].warm} and ${MIXES[primary].cool}.`,
  unpaired: (primary: TPrimary, bias: 'warm' | 'cool', paints: readonly string[]) =>
    `Only a ${bias} ${primary} (${someNames(paints)}): add a ${OTHER[bias]} one, ${EXAMPLES[primary][OTHER[bias]]}, for ${MIXES[primary][OTHER[bias]]}.`,
  readByColour: (paints: readonly string[]) =>
    `Warm and cool judged by color, without pigment codes: ${someNames(paints)}. Add their pigment codes for a surer check.`,
  allClear: 'Nothing to note: no near-duplicates, every color rated I or II for lightfastness, and a warm and a cool of each primary.',
  noPigmentList: 'The pigment list could not be loaded: this check reads every color by its color alone.',
} as const;

/** The findings as sentences, in the order a painter would act on them. */
export function checkFindings(check: TPaletteCheck): string[] {
  const findings = check.nearDuplicates.map((finding) => CHECK_TEXTS.nearDuplicates(finding));
  if (check.mayFade.length > 0) findings.push(CHECK_TEXTS.mayFade(check.mayFade));
  if (check.caveats.length > 0) findings.push(CHECK_TEXTS.caveats(check.caveats));
  if (check.unrated.length > 0) findings.push(CHECK_TEXTS.unrated(check.unrated));
  for (const { primary, has } of check.unpairedPrimaries) {
    const side = has.find((version): version is { bias: Exclude<TBias, 'mid'>; names: string[] } => version.bias !== 'mid');
    const mid = has.find(({ bias }) => bias === 'mid');
    if (side) findings.push(CHECK_TEXTS.unpaired(primary, side.bias, side.names));
    else if (mid) findings.push(CHECK_TEXTS.midOnly(primary, mid.names));
    else findings.push(CHECK_TEXTS.noPrimary(primary));
  }
  if (check.readByColour.length > 0 && findings.length > 0) findings.push(CHECK_TEXTS.readByColour(check.readByColour));
  return findings;
}
