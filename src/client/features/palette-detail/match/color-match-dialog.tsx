import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TMatchAnswer, TMatchRecipe } from '../../../../common/color/color-match';
import { matchVerdict } from '../../../../common/color/match-verdict';
import type { TColorMedium } from '../../../../common/constants';
import { HEX_CODE_MESSAGE, type TColor, ZHexCode } from '../../../../common/schemas/color';
import type { TInventoryItem } from '../../../../common/schemas/inventory';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { inventoryQueryOptions } from '../../studio/api/get-inventory';
import { CataloguePaintField } from './catalogue-paint-field';
import { colorMatchQuery } from './match-in-worker';

export const MATCH_TEXTS = {
  action: 'Match a colour',
  description: 'The mixes that come closest to a colour, mixed as paint mixes (the mixing preview’s model).',
  source: 'Mix from',
  sources: { palette: 'This palette’s colours', owned: 'The paints I own' },
  noPaints: { palette: 'This palette has no colours yet.', owned: 'Your studio holds no paint of this medium yet.' },
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

/** A paint a recipe can take: its name as the recipe says it, and its swatch colour. */
interface TMatchPaint {
  name: string;
  hexCode: string;
}

type TSource = keyof typeof MATCH_TEXTS.sources;

/** '2 French Ultramarine : 1 Burnt Sienna', as painters write a recipe. */
function matchRecipeLabel(recipe: TMatchRecipe, paints: readonly TMatchPaint[]): string {
  return recipe.parts.map(({ paint, parts }) => `${parts} ${paints[paint]?.name ?? ''}`).join(' : ');
}

/**
 * The paints the person owns (a count above 0) of the palette's medium, or of no medium said,
 * each once ('French Ultramarine (Winsor & Newton)'): a tube and a pan of one paint mix alike.
 */
function ownedPaints(items: readonly TInventoryItem[], medium: TColorMedium | undefined): TMatchPaint[] {
  const paints = new Map<string, TMatchPaint>();
  for (const item of items) {
    if (item.count === 0 || (medium && item.medium && item.medium !== medium)) continue;
    const name = item.manufacturer ? `${item.paintName} (${item.manufacturer})` : item.paintName;
    paints.set(`${name}\n${item.hexCode}`, { name, hexCode: item.hexCode });
  }
  return [...paints.values()];
}

/** A hex as typed, as the search takes it ('6b8e23' -> '#6B8E23'), or null for no colour. */
function targetOf(text: string): string | null {
  const hex = `#${text.trim().replace(/^#/, '')}`.toUpperCase();
  return ZHexCode.safeParse(hex).success ? hex : null;
}

function Recipes({
  answer,
  paints,
  target,
  washes,
}: {
  answer: TMatchAnswer;
  paints: readonly TMatchPaint[];
  target: string;
  washes: boolean;
}) {
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
                    <span className="block text-ink">{matchRecipeLabel(recipe, paints)}</span>
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
 * three-paint mixes of the palette's colours, or of the paints they own, come back as recipes, worked out in a Web Worker
 * with the mixing preview's model, each with its colour beside the target and ΔE00.
 */
export function ColorMatchDialog({ colors, medium }: { colors: readonly TColor[]; medium: TColorMedium | undefined }) {
  const washes = medium === 'Watercolor';
  const sourceName = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The catalogue paint whose colour is being matched, until the colour is typed over.
  const [paint, setPaint] = useState<string | null>(null);
  const [source, setSource] = useState<TSource>('palette');
  const inventory = useQuery({ ...inventoryQueryOptions, enabled: open && source === 'owned' });
  const paints =
    source === 'palette'
      ? colors.map((color) => ({ name: color.paintName, hexCode: color.hexCode }))
      : ownedPaints(inventory.data ?? [], medium);
  const target = targetOf(typed);
  const request = { target: target ?? '', paints: paints.map((paint) => paint.hexCode), washes };
  const match = useQuery({ ...colorMatchQuery(request), enabled: open && target !== null && paints.length > 0 });
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
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{MATCH_TEXTS.source}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {(Object.keys(MATCH_TEXTS.sources) as TSource[]).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={sourceName}
                    value={choice}
                    checked={source === choice}
                    onChange={() => setSource(choice)}
                    className="size-4 accent-accent"
                  />
                  {MATCH_TEXTS.sources[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" className="space-y-1 text-sm text-ink-muted">
            {paints.length === 0 && (source === 'palette' || inventory.isSuccess) ? <p>{MATCH_TEXTS.noPaints[source]}</p> : null}
            {paint && target ? <p>{MATCH_TEXTS.matching(paint)}</p> : null}
            {match.isFetching ? <p>{MATCH_TEXTS.searching}</p> : match.isError ? <p>{MATCH_TEXTS.failed}</p> : null}
          </div>
          {match.data && target ? <Recipes answer={match.data} paints={paints} target={target} washes={washes} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
