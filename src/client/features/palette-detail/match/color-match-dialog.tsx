import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/toast.ts';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback.ts';
import type { TMatchRecipe } from '#common/color/color-match.ts';
import { colorMediumOfPalette, LIGHTFASTNESS, type TColorMedium } from '#common/constants.ts';
import { DELTA_E_EXPLAINED } from '#common/mix-texts.ts';
import { HEX_CODE_MESSAGE, type TColor, ZHexCode } from '#common/schemas/color.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';
import { useCreateColor } from '../api/create-color';
import { useSaveMix } from '../api/save-mix';
import type { TOpenedRecipe } from '../mixing/mix-recipes';
import { CataloguePaintField } from './catalogue-paint-field';
import { CatalogueTubes } from './catalogue-tubes';
import { MatchRecipes, recipeKey } from './match-recipes';
import { PhotoSampler } from './photo/photo-sampler';
import { type TMatchSource, useMatchSource } from './use-match-source';

export const MATCH_TEXTS = {
  action: 'Match a colour',
  description: 'The mixes that come closest to a colour, mixed as paint mixes (the mixing preview’s model).',
  source: 'Mix from',
  sources: { palette: 'This palette’s colours', owned: 'The paints I own', catalogue: 'The whole catalogue' },
  noPaints: {
    palette: 'This palette has no colours yet.',
    owned: 'Your studio holds no paint of this medium yet.',
    catalogue: 'The catalogue holds no paint of this medium.',
  },
  added: (paint: string) => ({ title: 'Tube added', description: `${paint} is on the palette.` }),
  notAdded: { title: 'Could not add the tube', description: 'Please try again.' },
  target: 'Colour to match',
  targetHint: '# and six hex digits, e.g. #6B8E23.',
  paint: 'Or a paint from the catalogue',
  matching: (paint: string) => `Matching ${paint}.`,
  /** What a colour sampled from a photo is saved as (the photo itself never leaves the browser). */
  photoSample: 'Photo sample',
  searching: 'Looking through the mixes…',
  failed: 'The search failed. Try again.',
} as const;

/** How long a photo's sampler rests before its colour is searched. */
const SAMPLE_REST_MS = 250;

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
  /** Shows a recipe of the palette's colors in the mixing preview (the dialog closes). */
  onOpenRecipe: (recipe: TOpenedRecipe) => void;
}

/**
 * Issue 29: "Match a colour". The painter gives a colour (typed, a catalogue paint's, or sampled
 * from a photo that stays in the browser); the closest single paint, two-paint and three-paint
 * mixes of the palette's colours or of the paints they own (worked out in a Web Worker), or of the
 * whole catalogue (by the server), come back as recipes with the mixing preview's model, each with
 * its colour beside the target and ΔE00. Each may be saved on the palette (its Mixes list); one
 * of the palette's colours opens in the mixing preview; a catalogue tube the palette lacks comes
 * with its Buy link and "Add this tube".
 */
export function ColorMatchDialog({ paletteId, colors, medium, editable, onOpenRecipe }: ColorMatchDialogProps) {
  const sourceName = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // What the colour is, until it is typed over: a catalogue paint's name, or a photo's sample.
  const [paint, setPaint] = useState<string | null>(null);
  // The catalogue field's text: emptied when the colour comes from elsewhere, so no paint stays
  // named there that is no longer the colour matched (issue 41).
  const [paintText, setPaintText] = useState('');
  // A photo's sampler moves a pixel per key press: the search waits until it rests.
  const sampled = useDebouncedCallback((hex: string) => {
    setTyped(hex);
    setPaint(MATCH_TEXTS.photoSample);
    setPaintText('');
  }, SAMPLE_REST_MS);
  const [source, setSource] = useState<TMatchSource>('palette');
  const target = targetOf(typed);
  const { paints, answer, washes, isFetching, isError, empty } = useMatchSource({ open, source, colors, medium, target });
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
        const { paintName = '', manufacturer = null, hexCode = '', pigmentCodes = [] } = paints[at] ?? {};
        return { paintName, manufacturer, hexCode, pigmentCodes: [...pigmentCodes], parts };
      }),
      strength: recipe.strength,
      notes: null,
    };
    saveMix.mutate(request, { onSuccess: () => setSaved({ target, keys: new Set([...savedKeys, key]) }) });
  };
  const createColor = useCreateColor(paletteId);
  const addTube = (tube: TCataloguePaint) => {
    const { paintName, manufacturer, pigmentCode, hexCode, seriesName, opacity, granulation, staining } = tube;
    const name = [paintName, manufacturer].join(', ');
    createColor.mutate(
      {
        paletteId,
        paintName,
        manufacturer,
        pigmentCode,
        hexCode,
        seriesName,
        lightfastness: LIGHTFASTNESS.find((rating) => rating === tube.lightfastness) ?? null,
        opacity,
        granulation,
        staining,
        medium: colorMediumOfPalette(tube.medium) ?? null,
        cataloguePaintId: tube.id,
      },
      { onSuccess: () => toast(MATCH_TEXTS.added(name)), onError: () => toast(MATCH_TEXTS.notAdded, 'destructive') },
    );
  };
  const openRecipe = (recipe: TMatchRecipe) => {
    const parts = recipe.parts.flatMap(({ paint: at, parts }) => {
      const colorId = paints[at]?.colorId;
      return colorId ? [{ colorId, parts }] : [];
    });
    setOpen(false);
    onOpenRecipe({ parts, strength: recipe.strength });
  };
  // The catalogue is searched by the medium's tubes: a palette of none (Mixed Media) mixes its own.
  const sources = (Object.keys(MATCH_TEXTS.sources) as TMatchSource[]).filter((choice) => choice !== 'catalogue' || medium);
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
                  setPaintText('');
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
            text={paintText}
            onTextChange={setPaintText}
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
              {sources.map((choice) => (
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
            {empty ? <p>{MATCH_TEXTS.noPaints[source]}</p> : null}
            {paint && paint !== MATCH_TEXTS.photoSample && target ? <p>{MATCH_TEXTS.matching(paint)}</p> : null}
            {isFetching ? <p>{MATCH_TEXTS.searching}</p> : isError ? <p>{MATCH_TEXTS.failed}</p> : null}
          </div>
          {answer && target ? (
            <>
              <p className="text-sm text-ink-muted">{DELTA_E_EXPLAINED}</p>
              <MatchRecipes
                answer={answer}
                paints={paints}
                target={target}
                washes={washes}
                onSave={editable ? save : undefined}
                saved={savedKeys}
                saving={saveMix.isPending}
                onOpen={source === 'palette' ? openRecipe : undefined}
                below={
                  source === 'catalogue'
                    ? (recipe) => (
                        <CatalogueTubes
                          recipe={recipe}
                          paints={paints}
                          colors={colors}
                          onAdd={editable ? addTube : undefined}
                          adding={createColor.isPending}
                        />
                      )
                    : undefined
                }
              />
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
