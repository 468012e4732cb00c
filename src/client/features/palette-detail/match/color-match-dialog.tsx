import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TMatchRecipe } from '../../../../common/color/color-match';
import type { TColorMedium } from '../../../../common/constants';
import { HEX_CODE_MESSAGE, type TColor, ZHexCode } from '../../../../common/schemas/color';
import type { TInventoryItem } from '../../../../common/schemas/inventory';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { inventoryQueryOptions } from '../../studio/api/get-inventory';
import { useSaveMix } from '../api/save-mix';
import { useDebouncedCallback } from '../use-debounced-callback';
import { CataloguePaintField } from './catalogue-paint-field';
import { colorMatchQuery } from './match-in-worker';
import { MatchRecipes, recipeKey, type TMatchPaint } from './match-recipes';
import { PhotoSampler } from './photo/photo-sampler';

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
  /** What a colour sampled from a photo is saved as (the photo itself never leaves the browser). */
  photoSample: 'Photo sample',
  searching: 'Looking through the mixes…',
  failed: 'The search failed. Try again.',
} as const;

type TSource = keyof typeof MATCH_TEXTS.sources;

/** How long a photo's sampler rests before its colour is searched. */
const SAMPLE_REST_MS = 250;

/**
 * The paints the person owns (a count above 0) of the palette's medium, or of no medium said,
 * each once ('French Ultramarine (Winsor & Newton)'): a tube and a pan of one paint mix alike.
 */
function ownedPaints(items: readonly TInventoryItem[], medium: TColorMedium | undefined): TMatchPaint[] {
  const paints = new Map<string, TMatchPaint>();
  for (const item of items) {
    if (item.count === 0 || (medium && item.medium && item.medium !== medium)) continue;
    const name = item.manufacturer ? `${item.paintName} (${item.manufacturer})` : item.paintName;
    paints.set(`${name}\n${item.hexCode}`, { name, paintName: item.paintName, manufacturer: item.manufacturer, hexCode: item.hexCode });
  }
  return [...paints.values()];
}

/** A hex as typed, as the search takes it ('6b8e23' -> '#6B8E23'), or null for no colour. */
function targetOf(text: string): string | null {
  const hex = `#${text.trim().replace(/^#/, '')}`.toUpperCase();
  return ZHexCode.safeParse(hex).success ? hex : null;
}

interface ColorMatchDialogProps {
  paletteId: string;
  colors: readonly TColor[];
  medium: TColorMedium | undefined;
  /** The palette may be edited: each recipe may be saved on it. */
  editable: boolean;
}

/**
 * Issue 29: "Match a colour". The painter gives a colour (typed, a catalogue paint's, or sampled
 * from a photo that stays in the browser); the closest single paint, two-paint and
 * three-paint mixes of the palette's colours, or of the paints they own, come back as recipes,
 * worked out in a Web Worker with the mixing preview's model, each with its colour beside the
 * target and ΔE00, and each may be saved on the palette (its Mixes list).
 */
export function ColorMatchDialog({ paletteId, colors, medium, editable }: ColorMatchDialogProps) {
  const washes = medium === 'Watercolor';
  const sourceName = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // What the colour is, until it is typed over: a catalogue paint's name, or a photo's sample.
  const [paint, setPaint] = useState<string | null>(null);
  // A photo's sampler moves a pixel per key press: the search waits until it rests.
  const sampled = useDebouncedCallback((hex: string) => {
    setTyped(hex);
    setPaint(MATCH_TEXTS.photoSample);
  }, SAMPLE_REST_MS);
  const [source, setSource] = useState<TSource>('palette');
  const inventory = useQuery({ ...inventoryQueryOptions, enabled: open && source === 'owned' });
  const paints =
    source === 'palette'
      ? colors.map((color) => ({
          name: color.paintName,
          paintName: color.paintName,
          manufacturer: color.manufacturer,
          hexCode: color.hexCode,
        }))
      : ownedPaints(inventory.data ?? [], medium);
  const target = targetOf(typed);
  const request = { target: target ?? '', paints: paints.map((paint) => paint.hexCode), washes };
  const match = useQuery({ ...colorMatchQuery(request), enabled: open && target !== null && paints.length > 0 });
  const invalid = typed.trim() !== '' && target === null;
  const saveMix = useSaveMix(paletteId);
  // The recipes saved while the dialog is open, for this colour (recipeKey): each is saved once.
  const [saved, setSaved] = useState<{ target: string | null; keys: ReadonlySet<string> }>({ target: null, keys: new Set() });
  const savedKeys = saved.target === target ? saved.keys : new Set<string>();
  const save = (recipe: TMatchRecipe) => {
    if (!target) return;
    const key = recipeKey(recipe, paints);
    const request = {
      targetHex: target,
      targetName: paint,
      paints: recipe.parts.map(({ paint: at, parts }) => {
        const { paintName = '', manufacturer = null, hexCode = '' } = paints[at] ?? {};
        return { paintName, manufacturer, hexCode, parts };
      }),
      strength: recipe.strength,
      notes: null,
    };
    saveMix.mutate(request, { onSuccess: () => setSaved({ target, keys: new Set([...savedKeys, key]) }) });
  };
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
                  sampled.cancel();
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
              sampled.cancel();
              setTyped(picked.hexCode);
              setPaint([picked.paintName, picked.manufacturer].join(', '));
            }}
          />
          <PhotoSampler onSample={sampled.schedule} />
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
            {paint && paint !== MATCH_TEXTS.photoSample && target ? <p>{MATCH_TEXTS.matching(paint)}</p> : null}
            {match.isFetching ? <p>{MATCH_TEXTS.searching}</p> : match.isError ? <p>{MATCH_TEXTS.failed}</p> : null}
          </div>
          {match.data && target ? (
            <MatchRecipes
              answer={match.data}
              paints={paints}
              target={target}
              washes={washes}
              onSave={editable ? save : undefined}
              saved={savedKeys}
              saving={saveMix.isPending}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
