import type { ReactNode } from 'react';
import { MixSwatches } from '#client/components/palette/mix-swatches.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { TMatchAnswer, TMatchRecipe } from '#common/color/color-match.ts';
import { deltaEText, recipeText, STRENGTH_TEXTS } from '#common/mix-texts.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';

/** A paint a recipe can take: its name as the recipe says it, what it is, and its swatch colour. */
export interface TMatchPaint {
  name: string;
  paintName: string;
  manufacturer: string | null;
  hexCode: string;
  /** Its pigments where known: the mix model reads a cadmium's or a cobalt's curve from them. */
  pigmentCodes: readonly string[];
  /** The catalogue entry, when the recipes are of the whole catalogue. */
  catalogue?: TCataloguePaint;
  /** The palette's color, when the recipes are of the palette's colors (they open in the mixing preview). */
  colorId?: string;
}

export const RECIPE_TEXTS = {
  kinds: ['One paint', 'Two paints', 'Three paints'],
  save: 'Save recipe',
  saved: 'Saved',
  open: 'Open in mixing preview',
} as const;

/** A recipe's paints by name, as painters write it ('2 French Ultramarine : 1 Burnt Sienna'). */
export function matchRecipeLabel(recipe: TMatchRecipe, paints: readonly TMatchPaint[]): string {
  return recipeText(recipe.parts.map(({ paint, parts }) => ({ name: paints[paint]?.name ?? '', parts })));
}

/** Which recipe of which paints it is: the same recipe keeps its key while the answer stands. */
export function recipeKey(recipe: TMatchRecipe, paints: readonly TMatchPaint[]): string {
  return (
    recipe.parts.map(({ paint, parts }) => `${paints[paint]?.hexCode}:${paints[paint]?.name}:${parts}`).join('|') + `@${recipe.strength}`
  );
}

interface MatchRecipesProps {
  answer: TMatchAnswer;
  paints: readonly TMatchPaint[];
  target: string;
  washes: boolean;
  /** Offered where the palette may be edited: saves one recipe on it. */
  onSave?: (recipe: TMatchRecipe) => void;
  /** The keys of the recipes saved while the dialog is open (recipeKey). */
  saved: ReadonlySet<string>;
  saving: boolean;
  /** What more is said under a recipe (the tubes of the catalogue it takes). */
  below?: (recipe: TMatchRecipe) => ReactNode;
  /** Offered for recipes of the palette's colors: shows it in the mixing preview at its parts. */
  onOpen?: (recipe: TMatchRecipe) => void;
}

/** The answer of "Match a colour": the closest recipes of one, two and three paints, each beside the target. */
export function MatchRecipes({ answer, paints, target, washes, onSave, saved, saving, below, onOpen }: MatchRecipesProps) {
  return (
    <div className="space-y-4">
      {[answer.singles, answer.pairs, answer.triples].map((recipes, kind) =>
        recipes.length > 0 ? (
          <section key={RECIPE_TEXTS.kinds[kind]} aria-label={RECIPE_TEXTS.kinds[kind]} className="space-y-2">
            <h3 className="text-sm font-semibold text-ink">{RECIPE_TEXTS.kinds[kind]}</h3>
            <ul className="space-y-2">
              {recipes.map((recipe) => {
                const key = recipeKey(recipe, paints);
                const label = matchRecipeLabel(recipe, paints);
                return (
                  <li key={key} className="space-y-2 rounded-md border border-line bg-surface p-2 text-sm">
                    <div className="flex items-start gap-3">
                      <MixSwatches target={target} mix={recipe.hexCode} />
                      <span className="min-w-0 flex-1 space-y-0.5 break-words">
                        <span className="block text-ink">{label}</span>
                        {washes ? <span className="block text-ink-muted">{STRENGTH_TEXTS[recipe.strength]}</span> : null}
                        <span className="block text-ink-muted">
                          {deltaEText(recipe.deltaE)} <span className="font-mono text-xs">{recipe.hexCode}</span>
                        </span>
                      </span>
                    </div>
                    {/* The actions under the recipe, so that its words keep the width of the sheet. */}
                    {onSave || onOpen ? (
                      <div className="flex flex-wrap gap-2">
                        {onSave ? (
                          <Button
                            variant="secondary"
                            aria-label={saved.has(key) ? `${RECIPE_TEXTS.saved}: ${label}` : `${RECIPE_TEXTS.save}: ${label}`}
                            disabled={saved.has(key) || saving}
                            onClick={() => onSave(recipe)}
                          >
                            {saved.has(key) ? RECIPE_TEXTS.saved : RECIPE_TEXTS.save}
                          </Button>
                        ) : null}
                        {onOpen ? (
                          <Button variant="ghost" aria-label={`${RECIPE_TEXTS.open}: ${label}`} onClick={() => onOpen(recipe)}>
                            {RECIPE_TEXTS.open}
                          </Button>
                        ) : null}
                      </div>
                    ) : null}
                    {below?.(recipe)}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
