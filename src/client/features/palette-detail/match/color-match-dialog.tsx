import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TMatchAnswer, TMatchRecipe } from '../../../../common/color/color-match';
import { matchVerdict } from '../../../../common/color/match-verdict';
import type { TColorMedium } from '../../../../common/constants';
import { HEX_CODE_MESSAGE, type TColor, ZHexCode } from '../../../../common/schemas/color';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { CataloguePaintField } from './catalogue-paint-field';
import { colorMatchQuery } from './match-in-worker';

export const MATCH_TEXTS = {
  action: 'Match a colour',
  description: 'The mixes of this palette’s colours that come closest to a colour, mixed as paint mixes (the mixing preview’s model).',
  target: 'Colour to match',
  targetHint: '# and six hex digits, e.g. #6B8E23.',
  paint: 'Or a paint from the catalogue',
  matching: (paint: string) => `Matching ${paint}.`,
  searching: 'Looking through the mixes…',
  failed: 'The search failed. Try again.',
  kinds: ['One paint', 'Two paints', 'Three paints'],
} as const;

/** A watercolour's dilution as a painter says it. */
const STRENGTH_TEXTS: Record<number, string> = { 1: 'full strength', 0.5: '~50 %', 0.25: '~25 %' };

/** 'ΔE00 1.4, indistinguishable' */
export function deltaEText(deltaE: number): string {
  return `ΔE00 ${deltaE.toFixed(1)}, ${matchVerdict(deltaE)}`;
}

/** '2 French Ultramarine : 1 Burnt Sienna', as painters write a recipe. */
export function matchRecipeLabel(recipe: TMatchRecipe, colors: readonly TColor[]): string {
  return recipe.parts.map(({ paint, parts }) => `${parts} ${colors[paint]?.paintName ?? ''}`).join(' : ');
}

/** A hex as typed, as the search takes it ('6b8e23' -> '#6B8E23'), or null for no colour. */
function targetOf(text: string): string | null {
  const hex = `#${text.trim().replace(/^#/, '')}`.toUpperCase();
  return ZHexCode.safeParse(hex).success ? hex : null;
}

function Recipes({ answer, colors, target, washes }: { answer: TMatchAnswer; colors: readonly TColor[]; target: string; washes: boolean }) {
  return (
    <div className="space-y-4">
      {[answer.singles, answer.pairs, answer.triples].map((recipes, kind) =>
        recipes.length > 0 ? (
          <section key={MATCH_TEXTS.kinds[kind]} aria-label={MATCH_TEXTS.kinds[kind]} className="space-y-2">
            <h3 className="text-sm font-semibold text-ink">{MATCH_TEXTS.kinds[kind]}</h3>
            <ul className="space-y-2">
              {recipes.map((recipe) => (
                <li
                  key={recipe.parts.map(({ paint, parts }) => `${paint}:${parts}`).join('|')}
                  className="flex items-start gap-3 rounded-md border border-line bg-surface p-2 text-sm"
                >
                  <span aria-hidden="true" className="flex shrink-0 overflow-hidden rounded ring-1 ring-black/15 ring-inset">
                    <span className="size-12" style={{ backgroundColor: target }} />
                    <span className="size-12" style={{ backgroundColor: recipe.hexCode }} />
                  </span>
                  <span className="min-w-0 flex-1 space-y-0.5 break-words">
                    <span className="block text-ink">{matchRecipeLabel(recipe, colors)}</span>
                    {washes ? <span className="block text-ink-muted">{STRENGTH_TEXTS[recipe.strength]}</span> : null}
                    <span className="block text-ink-muted">
                      {deltaEText(recipe.deltaE)} <span className="font-mono text-xs">{recipe.hexCode}</span>
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}

/**
 * Issue 29: "Match a colour". The painter gives a colour; the closest single paint, two-paint and
 * three-paint mixes of the palette's colours come back as recipes, worked out in a Web Worker
 * with the mixing preview's model, each with its colour beside the target and ΔE00.
 */
export function ColorMatchDialog({ colors, medium }: { colors: readonly TColor[]; medium: TColorMedium | undefined }) {
  const washes = medium === 'Watercolor';
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The catalogue paint whose colour is being matched, until the colour is typed over.
  const [paint, setPaint] = useState<string | null>(null);
  const target = targetOf(typed);
  const request = { target: target ?? '', paints: colors.map((color) => color.hexCode), washes };
  const match = useQuery({ ...colorMatchQuery(request), enabled: open && target !== null && colors.length > 0 });
  const invalid = typed.trim() !== '' && target === null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {MATCH_TEXTS.action}
      </Button>
      <DialogContent title={MATCH_TEXTS.action} description={MATCH_TEXTS.description} className="sm:max-w-xl">
        <div className="space-y-5">
          <div className="flex items-end gap-3">
            <div className="min-w-0 flex-1">
              <TextField
                label={MATCH_TEXTS.target}
                hint={MATCH_TEXTS.targetHint}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setPaint(null);
                }}
                error={invalid ? HEX_CODE_MESSAGE : undefined}
                autoComplete="off"
                spellCheck={false}
                inputMode="text"
              />
            </div>
            <span
              aria-hidden="true"
              className="mb-7 size-11 shrink-0 rounded-md ring-1 ring-black/15 ring-inset"
              style={{ backgroundColor: target ?? 'transparent' }}
            />
          </div>
          <CataloguePaintField
            label={MATCH_TEXTS.paint}
            medium={medium}
            onPick={(picked) => {
              setTyped(picked.hexCode);
              setPaint([picked.paintName, picked.manufacturer].join(', '));
            }}
          />
          <div aria-live="polite" className="space-y-1 text-sm text-ink-muted">
            {paint && target ? <p>{MATCH_TEXTS.matching(paint)}</p> : null}
            {match.isFetching ? <p>{MATCH_TEXTS.searching}</p> : match.isError ? <p>{MATCH_TEXTS.failed}</p> : null}
          </div>
          {match.data && target ? <Recipes answer={match.data} colors={colors} target={target} washes={washes} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
