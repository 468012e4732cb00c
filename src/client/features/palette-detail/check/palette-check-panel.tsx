import { useId, useMemo } from 'react';
import type { TColor } from '../../../../common/schemas/color';
import { checkPalette, type TBias, type TPaletteCheck, type TPrimary } from './palette-check';

const names = new Intl.ListFormat('en', { type: 'conjunction' });
const OTHER: Record<TBias, TBias> = { warm: 'cool', cool: 'warm' };

export const CHECK_TEXTS = {
  heading: 'Palette check',
  sameSinglePigment: (code: string, paints: string[]) =>
    `${names.format(paints)} are ${paints.length === 2 ? 'both' : 'all'} ${code} alone: likely near-duplicates on paper.`,
  mayFade: (rating: string, paints: string[]) => `Rated ${rating} for lightfastness, may fade on the wall: ${names.format(paints)}.`,
  notRated: (paints: string[]) => `No lightfastness rating: ${names.format(paints)}.`,
  noPrimary: (primary: TPrimary) => `No ${primary}: neither a warm nor a cool one.`,
  midOnly: (primary: TPrimary, paints: string[]) =>
    `Only a mid ${primary}, neither warm nor cool (${names.format(paints)}): a warm and a cool ${primary} would make a pair.`,
  unpaired: (primary: TPrimary, bias: TBias, paints: string[]) =>
    `Only a ${bias} ${primary} (${names.format(paints)}): a ${OTHER[bias]} ${primary} would pair with it.`,
  allClear: 'Nothing to note: no near-duplicates, every color rated I or II for lightfastness, and a warm and a cool of each primary.',
} as const;

/** The findings as sentences, in the order a painter would act on them. */
export function checkFindings(check: TPaletteCheck): string[] {
  const findings = check.sameSinglePigment.map(({ code, names: paints }) => CHECK_TEXTS.sameSinglePigment(code, paints));
  for (const rating of ['IV-Fugitive', 'III-Fair'] as const) {
    const paints = check.mayFade.filter((color) => color.rating === rating).map((color) => color.name);
    if (paints.length > 0) findings.push(CHECK_TEXTS.mayFade(rating, paints));
  }
  const unrated = check.mayFade.filter((color) => color.rating === null).map((color) => color.name);
  if (unrated.length > 0) findings.push(CHECK_TEXTS.notRated(unrated));
  for (const { primary, has } of check.unpairedPrimaries) {
    const [side] = has.flatMap(({ bias, names: paints }) => (bias === 'mid' ? [] : [{ bias, paints }]));
    const mid = has.find(({ bias }) => bias === 'mid');
    if (side) findings.push(CHECK_TEXTS.unpaired(primary, side.bias, side.paints));
    else if (mid) findings.push(CHECK_TEXTS.midOnly(primary, mid.names));
    else findings.push(CHECK_TEXTS.noPrimary(primary));
  }
  return findings;
}

/** A short list of findings about the palette as a whole, worked out from its colors each time. */
export function PaletteCheckPanel({ colors }: { colors: readonly TColor[] }) {
  const id = useId();
  const findings = useMemo(() => checkFindings(checkPalette(colors)), [colors]);
  if (colors.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 print:hidden">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {CHECK_TEXTS.heading}
      </h2>
      {findings.length === 0 ? (
        <p className="text-sm text-ink-muted">{CHECK_TEXTS.allClear}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
          {findings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
