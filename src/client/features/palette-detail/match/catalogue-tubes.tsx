import { BuyLink } from '#client/components/buy-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { TMatchRecipe } from '#common/color/color-match.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';
import type { TMatchPaint } from './match-recipes';

export const TUBE_TEXTS = {
  add: 'Add this tube',
  adding: 'Adding…',
} as const;

/** A catalogue paint is on the palette when a colour was picked from it, or has its name and maker. */
function onPalette(paint: TCataloguePaint, colors: readonly TColor[]): boolean {
  const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return colors.some(
    (color) =>
      color.cataloguePaintId === paint.id || (same(color.paintName, paint.paintName) && same(color.manufacturer, paint.manufacturer)),
  );
}

interface CatalogueTubesProps {
  recipe: TMatchRecipe;
  paints: readonly TMatchPaint[];
  colors: readonly TColor[];
  /** Offered where the palette may be edited: puts the tube on the palette. */
  onAdd?: (paint: TCataloguePaint) => void;
  adding: boolean;
}

/**
 * Issue 29: under a recipe of catalogue paints, each tube of it the palette lacks, with its Buy
 * link (counted as a buy click) and, for an editable palette, "Add this tube".
 */
export function CatalogueTubes({ recipe, paints, colors, onAdd, adding }: CatalogueTubesProps) {
  const lacking = recipe.parts.flatMap(({ paint }) => {
    const tube = paints[paint];
    return tube?.catalogue && !onPalette(tube.catalogue, colors) ? [{ name: tube.name, paint: tube.catalogue }] : [];
  });
  if (lacking.length === 0) return null;
  return (
    <ul className="w-full space-y-2 border-t border-line pt-2">
      {lacking.map(({ name, paint }) => (
        <li key={paint.id} className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 break-words text-ink-muted">{name}</span>
          <BuyLink paint={paint} hiddenLabel={`${name} (opens in a new tab)`} tipAlign="end" />
          {onAdd ? (
            <Button variant="secondary" aria-label={`${TUBE_TEXTS.add}: ${name}`} disabled={adding} onClick={() => onAdd(paint)}>
              {TUBE_TEXTS.add}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
