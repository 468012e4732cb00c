import { useMemo } from 'react';
import { useNearestPaints } from '#client/components/paints/api/get-nearest-paints.ts';
import { lighteningOf, type TLightening } from '#common/lightening.ts';
import { LIGHTENING_TEXTS, STRENGTH_TEXTS } from '#common/mix-texts.ts';
import type { TColor } from '#common/schemas/color.ts';
import { mixBasis, mixColor, mixColorAt, mixLighteningStrip, neutralRecipes } from './mix-colors';
import { mixRecipes, recipeLabel, type TMixPart } from './mix-recipes';

export const MIX_RESULT_TEXTS = {
  recipe: (label: string) => `Recipe: ${label}`,
  neutral: (label: string) => `Most neutral: ${label}`,
  pigments: (names: string) => `Mixed as their pigments reflect light: ${names}.`,
  colour: (names: string) => `Mixed from the color alone (no pigment whose curve is known): ${names}.`,
} as const;

/** Says which colors mix by their pigments' curves and which by their color alone. */
function MixBasis({ colors }: { colors: readonly TColor[] }) {
  const basis = mixBasis(colors);
  const names = (list: readonly TColor[]) => list.map((color) => color.paintName).join(', ');
  return (
    <div className="space-y-0.5 text-xs text-ink-muted">
      {basis.pigments.length > 0 ? <p>{MIX_RESULT_TEXTS.pigments(names(basis.pigments))}</p> : null}
      {basis.colour.length > 0 ? <p>{MIX_RESULT_TEXTS.colour(names(basis.colour))}</p> : null}
    </div>
  );
}

/** How each kind of mix is labelled: a recipe opened, the most neutral of a pair, or one of the fixed ratios. */
const LABEL_OF: Record<'opened' | 'neutral' | 'fixed', (label: string) => string> = {
  opened: MIX_RESULT_TEXTS.recipe,
  neutral: MIX_RESULT_TEXTS.neutral,
  fixed: (label) => label,
};

/**
 * A mix lightened as its medium is: a watercolor's washed out over white paper, from the
 * full-strength stroke to a quarter; a gouache's tinted with white, from the mix as it is to 1 : 3.
 */
function LighteningStrip({ recipe, lightening }: { recipe: readonly TMixPart[]; lightening: TLightening }) {
  const strip = mixLighteningStrip(recipe, lightening);
  return (
    <span className="block">
      <span aria-hidden="true" className="flex h-5 w-full max-w-36 overflow-hidden rounded-sm ring-1 ring-black/15 ring-inset">
        {strip.map((hex, index) => (
          <span key={index} className="flex-1" style={{ backgroundColor: hex }} />
        ))}
      </span>
      <span className="block text-xs text-ink-muted">
        {LIGHTENING_TEXTS[lightening].strip}
        <span className="sr-only">: {strip.join(', ')}</span>
      </span>
    </span>
  );
}

/**
 * The mixes of the chosen colors (computed here, in the browser, on every change of the choice)
 * and for each the catalogue paint nearest to it, from one request for all of them. A watercolor
 * mix also shows its wash, a gouache mix its tints with white.
 */
export function MixResults({
  colors,
  medium,
  recipe: opened,
}: {
  colors: readonly TColor[];
  medium: string | undefined;
  /** A recipe opened at its parts (issue 29): shown first, at its strength, as "Match a colour" showed it. */
  recipe?: { parts: readonly TMixPart[]; strength: number } | undefined;
}) {
  const mixes = useMemo(() => {
    const keyOf = (recipe: readonly TMixPart[]) => recipe.map(({ color, parts }) => `${color.id}:${parts}`).join('|');
    const first = opened
      ? [{ recipe: opened.parts, strength: opened.strength, hexCode: mixColorAt(opened.parts, opened.strength), kind: 'opened' as const }]
      : [];
    const shown = (recipe: readonly TMixPart[]) => !opened || opened.strength !== 1 || keyOf(recipe) !== keyOf(opened.parts);
    // The most neutral mix of a pair is said so, first, also when it is one of the fixed ratios.
    const neutral = neutralRecipes(colors);
    const computed = [
      ...neutral.map((recipe) => ({ recipe, kind: 'neutral' as const })),
      ...mixRecipes(colors)
        .filter((recipe) => !neutral.some((other) => keyOf(other) === keyOf(recipe)))
        .map((recipe) => ({ recipe, kind: 'fixed' as const })),
    ];
    return [
      ...first,
      ...computed.filter(({ recipe }) => shown(recipe)).map((mix) => ({ ...mix, strength: 1, hexCode: mixColor(mix.recipe) })),
    ];
  }, [colors, opened]);
  const lightening = lighteningOf(medium);
  const nearest = useNearestPaints(
    mixes.map((mix) => mix.hexCode),
    medium,
  );
  return (
    <div className="space-y-2">
      <MixBasis colors={colors} />
      <ul aria-label="Mixes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {mixes.map(({ recipe, strength, hexCode, kind }, index) => {
          const isOpened = kind === 'opened';
          // An answer for the mixes shown before this choice is not this mix's.
          const found = nearest.data?.[index];
          const match = found?.hexCode === hexCode ? found : undefined;
          const label = LABEL_OF[kind](recipeLabel(recipe));
          const key = `${kind}:${recipe.map(({ color, parts }) => `${color.id}:${parts}`).join('|')}`;
          return (
            <li
              key={key}
              className={`flex items-start gap-3 rounded-md border bg-surface p-2 text-sm ${isOpened ? 'border-ink' : 'border-line'}`}
            >
              <span
                aria-hidden="true"
                className="size-14 shrink-0 rounded ring-1 ring-black/15 ring-inset"
                style={{ backgroundColor: hexCode }}
              />
              <span className="min-w-0 flex-1 space-y-1 break-words">
                <span className="block text-ink">{label}</span>
                {isOpened && lightening === 'water' ? <span className="block text-ink-muted">{STRENGTH_TEXTS[strength]}</span> : null}
                <span className="block font-mono text-xs text-ink-muted">{hexCode}</span>
                {lightening ? <LighteningStrip recipe={recipe} lightening={lightening} /> : null}
                <span aria-live="polite" className="block text-xs text-ink-muted">
                  {match?.paint ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="mr-1 inline-block size-3 rounded-sm align-middle ring-1 ring-black/15 ring-inset"
                        style={{ backgroundColor: match.paint.hexCode }}
                      />
                      Nearest paint: {match.paint.paintName}, {match.paint.manufacturer}{' '}
                      <span className="font-mono whitespace-nowrap" title="Color difference (CIEDE2000)">
                        · ΔE {match.deltaE?.toFixed(1)}
                      </span>
                    </>
                  ) : match ? (
                    'No catalogue paint to compare.'
                  ) : nearest.isError ? (
                    'The nearest paint could not be looked up.'
                  ) : (
                    'Looking up the nearest paint…'
                  )}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
