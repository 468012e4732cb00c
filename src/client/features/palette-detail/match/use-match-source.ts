import { useQuery } from '@tanstack/react-query';
import { inventoryQueryOptions } from '#client/components/ownership/api/get-inventory.ts';
import type { TMatchAnswer } from '#common/color/color-match.ts';
import { mixPaint } from '#common/color/paint-mix.ts';
import type { TColorMedium } from '#common/constants.ts';
import { lighteningOf } from '#common/lightening.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import { catalogueMatchQuery } from '../api/match-catalogue';
import { colorMatchQuery } from './match-in-worker';
import type { TMatchPaint } from './match-recipes';

/** Where the recipes' paints come from: the palette's colours, the paints the person owns, or the whole catalogue. */
export type TMatchSource = 'palette' | 'owned' | 'catalogue';

/** A paint's name as a recipe says it, with its maker when known: 'French Ultramarine (Winsor & Newton)'. */
function withMaker(paint: { paintName: string; manufacturer: string | null }): string {
  return paint.manufacturer ? `${paint.paintName} (${paint.manufacturer})` : paint.paintName;
}

/**
 * The paints the person owns (a count above 0) of the palette's medium, or of no medium said,
 * each once: a tube and a pan of one paint mix alike.
 */
function ownedPaints(items: readonly TInventoryItem[], medium: TColorMedium | undefined): TMatchPaint[] {
  const paints = new Map<string, TMatchPaint>();
  for (const item of items) {
    if (item.count === 0 || (medium && item.medium && item.medium !== medium)) continue;
    const name = withMaker(item);
    paints.set(`${name}\n${item.hexCode}`, { name, paintName: item.paintName, manufacturer: item.manufacturer, ...mixPaint(item) });
  }
  return [...paints.values()];
}

interface TMatchSourceOptions {
  open: boolean;
  source: TMatchSource;
  colors: readonly TColor[];
  medium: TColorMedium | undefined;
  /** The colour to match, or null while there is none. */
  target: string | null;
}

/**
 * The recipes for the colour from the chosen source: the palette's and the owned paints searched
 * in the browser's worker, the catalogue by the server. `paints` are those the recipes' parts
 * point at; `empty` says the source has no paint to mix.
 */
export function useMatchSource({ open, source, colors, medium, target }: TMatchSourceOptions) {
  const washes = lighteningOf(medium) === 'water';
  const inventory = useQuery({ ...inventoryQueryOptions, enabled: open && source === 'owned' });
  const own: TMatchPaint[] =
    source === 'palette'
      ? colors.map((color) => ({
          name: color.paintName,
          paintName: color.paintName,
          manufacturer: color.manufacturer,
          ...mixPaint(color),
          colorId: color.id,
        }))
      : ownedPaints(inventory.data ?? [], medium);
  const request = { target: target ?? '', paints: own.map(({ hexCode, pigmentCodes }) => ({ hexCode, pigmentCodes })), washes };
  const searched = useQuery({ ...colorMatchQuery(request), enabled: open && source !== 'catalogue' && target !== null && own.length > 0 });
  const catalogue = useQuery({
    ...catalogueMatchQuery({ hex: target ?? '', medium: medium ?? 'Other' }),
    enabled: open && source === 'catalogue' && target !== null && medium !== undefined,
  });
  if (source === 'catalogue') {
    const paints = (catalogue.data?.paints ?? []).map(
      (paint): TMatchPaint => ({
        name: withMaker(paint),
        paintName: paint.paintName,
        manufacturer: paint.manufacturer,
        hexCode: paint.hexCode,
        pigmentCodes: paint.pigmentCodes,
        catalogue: paint,
      }),
    );
    const answer: TMatchAnswer | undefined = catalogue.data;
    return {
      paints,
      answer,
      washes,
      isFetching: catalogue.isFetching,
      isError: catalogue.isError,
      empty: catalogue.isSuccess && paints.length === 0,
    };
  }
  const known = source === 'palette' || inventory.isSuccess;
  return {
    paints: own,
    answer: searched.data,
    washes,
    isFetching: searched.isFetching,
    isError: searched.isError,
    empty: known && own.length === 0,
  };
}
