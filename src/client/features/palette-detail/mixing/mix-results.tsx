import { useMemo } from 'react';
import type { TColor } from '../../../../common/schemas/color';
import { useNearestPaints } from '../../paints';
import { mixColor } from './mix-colors';
import { mixRecipes, recipeLabel } from './mix-recipes';

/**
 * The mixes of the chosen colors (computed here, in the browser, on every change of the choice)
 * and for each the catalogue paint nearest to it, from one request for all of them.
 */
export function MixResults({ colors, medium }: { colors: readonly TColor[]; medium: string | undefined }) {
  const mixes = useMemo(() => mixRecipes(colors).map((recipe) => ({ recipe, hexCode: mixColor(recipe) })), [colors]);
  const nearest = useNearestPaints(
    mixes.map((mix) => mix.hexCode),
    medium,
  );
  return (
    <ul aria-label="Mixes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {mixes.map(({ recipe, hexCode }, index) => {
        // An answer for the mixes shown before this choice is not this mix's.
        const found = nearest.data?.[index];
        const match = found?.hexCode === hexCode ? found : undefined;
        const label = recipeLabel(recipe);
        const key = recipe.map(({ color, parts }) => `${color.id}:${parts}`).join('|');
        return (
          <li key={key} className="flex items-start gap-3 rounded-md border border-line bg-surface p-2 text-sm">
            <span aria-hidden="true" className="size-14 shrink-0 rounded ring-1 ring-black/15 ring-inset" style={{ backgroundColor: hexCode }} />
            <span className="min-w-0 flex-1 space-y-0.5 break-words">
              <span className="block text-ink">{label}</span>
              <span className="block font-mono text-xs text-ink-muted">{hexCode}</span>
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
  );
}
