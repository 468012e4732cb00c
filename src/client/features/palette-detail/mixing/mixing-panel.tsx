import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Toggle } from '#client/components/ui/toggle.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { describePlace, placeOf } from '../board/places';
import type { TMixPart, TOpenedRecipe } from './mix-recipes';

// The spectral model and the catalogue lookup load once a mix is asked for.
const MixResults = lazy(() => import('./mix-results').then((module) => ({ default: module.MixResults })));

const MOST_COLORS = 3;

export const MIXING_TEXTS = {
  heading: 'Mixing',
  intro:
    'Choose two or three colors to see how they mix as paint does (Kubelka–Munk): a ratio is parts of paint, so a strong paint such as phthalo blue leads a mix. Each mix shows the nearest catalogue paint.',
  choose: 'Colors to mix',
  full: 'Three colors at most: deselect one to choose another.',
  clear: 'Clear',
} as const;

/** Grid slots first, in order, then working-area cells: the order a painter reads the palette in. */
function inPaletteOrder(colors: readonly TColor[]): TColor[] {
  const rank = (color: TColor) => {
    const place = placeOf(color);
    return place ? (place.area === 'grid' ? 0 : 1_000_000) + place.index : Number.MAX_SAFE_INTEGER;
  };
  return [...colors].sort((a, b) => rank(a) - rank(b));
}

/**
 * Issue 15: a mixing preview. The painter picks two or three of the palette's colors (grid or
 * working area) and sees their mixes; every control is a button, so it works from the keyboard.
 */
export function MixingPanel({
  colors,
  medium,
  opened = null,
}: {
  colors: readonly TColor[];
  medium: string | undefined;
  /** Issue 29: a recipe to show at its parts (each opening a new object): its colors are chosen. */
  opened?: TOpenedRecipe | null;
}) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  const [shown, setShown] = useState<TOpenedRecipe | null>(null);
  if (opened !== shown) {
    setShown(opened);
    if (opened) setChosenIds(opened.parts.map((part) => part.colorId));
  }
  useEffect(() => {
    if (opened) section.current?.scrollIntoView({ block: 'start' });
  }, [opened]);
  // A color removed meanwhile leaves the mix.
  const chosen = chosenIds.flatMap((chosenId) => colors.filter((color) => color.id === chosenId));
  // The opened recipe, while its colors are the ones chosen.
  const recipeParts = shown?.parts.flatMap(({ colorId, parts }): TMixPart[] =>
    chosen.filter((color) => color.id === colorId).map((color) => ({ color, parts })),
  );
  const recipe =
    shown && recipeParts?.length === chosen.length && chosen.length === shown.parts.length
      ? { parts: recipeParts, strength: shown.strength }
      : undefined;
  if (colors.length < 2) return null;
  const full = chosen.length >= MOST_COLORS;

  function choose(color: TColor, pressed: boolean) {
    setChosenIds(pressed ? [...chosen.map((c) => c.id), color.id] : chosen.flatMap((c) => (c.id === color.id ? [] : [c.id])));
  }

  return (
    <section ref={section} aria-labelledby={`${id}-heading`} className="scroll-mt-4 space-y-3 print:hidden">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {MIXING_TEXTS.heading}
      </h2>
      <p id={`${id}-intro`} className="text-sm text-ink-muted">
        {MIXING_TEXTS.intro}
      </p>
      <div role="group" aria-label={MIXING_TEXTS.choose} aria-describedby={`${id}-intro`} className="flex flex-wrap gap-2">
        {inPaletteOrder(colors).map((color) => {
          const pressed = chosen.some((c) => c.id === color.id);
          const place = placeOf(color);
          return (
            <Toggle
              key={color.id}
              pressed={pressed}
              disabled={!pressed && full}
              onPressedChange={(next) => choose(color, next)}
              // Not the swatch's own name ('French Ultramarine, grid slot 1'): a second control of that name would be ambiguous.
              aria-label={place ? `Mix ${color.paintName} (${describePlace(place)})` : `Mix ${color.paintName}`}
              className="max-w-full justify-start"
            >
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-sm ring-1 ring-black/15 ring-inset"
                style={{ backgroundColor: color.hexCode }}
              />
              <span className="min-w-0 truncate">{color.paintName}</span>
            </Toggle>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {full ? <p className="text-sm text-ink-muted">{MIXING_TEXTS.full}</p> : null}
        {chosen.length > 0 ? (
          <Button variant="secondary" onClick={() => setChosenIds([])}>
            {MIXING_TEXTS.clear}
          </Button>
        ) : null}
      </div>
      {chosen.length >= 2 || recipe ? (
        <Suspense fallback={<p className="text-sm text-ink-muted">Mixing…</p>}>
          <MixResults colors={chosen} medium={medium} recipe={recipe} />
        </Suspense>
      ) : null}
    </section>
  );
}
