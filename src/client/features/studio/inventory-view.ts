import { hueChromaOf, lightnessOf } from '#common/color/color-values.ts';
import { HUE_FAMILIES, type THueFamily } from '#common/color/pigment-facts.ts';
import { INVENTORY_LEVELS, type TInventoryLevel } from '#common/constants.ts';
import { comparePigmentCodes, splitPigmentQuery } from '#common/pigment-codes.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import { NEUTRAL_CHROMA } from './hue-family';

// The studio's filters and order (issue 28), kept in the address's query so that a filtered view
// can be bookmarked, shared and come back to with Back: ?maker=…&pigment=PB29&hue=blue&level=low&wish=yes&sort=hue.

export const SORTS = ['name', 'maker', 'hue', 'value'] as const;
export type TSort = (typeof SORTS)[number];
export const WISH_FILTERS = ['yes', 'no'] as const;
type TWishFilter = (typeof WISH_FILTERS)[number];

export interface TStudioView {
  maker: string | null;
  pigment: string | null;
  hue: THueFamily | null;
  level: TInventoryLevel | null;
  /** On the wishlist ('yes') or not ('no'). */
  wish: TWishFilter | null;
  sort: TSort;
}

type TFilterName = Exclude<keyof TStudioView, 'sort'>;
const FILTER_NAMES: readonly TFilterName[] = ['maker', 'pigment', 'hue', 'level', 'wish'];

/** A value among the known ones, or null for any other (an old link's, a select's "any" option ''). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((known) => known === value) ?? null;
}

/** The view a query asks for; a value the studio does not know is no filter. */
export function viewOf(params: URLSearchParams): TStudioView {
  return {
    maker: params.get('maker') || null,
    pigment: params.get('pigment') || null,
    hue: oneOf(HUE_FAMILIES, params.get('hue')),
    level: oneOf(INVENTORY_LEVELS, params.get('level')),
    wish: oneOf(WISH_FILTERS, params.get('wish')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'name',
  };
}

/** The query for a view: only what narrows or reorders it, in a fixed order. */
export function paramsOf(view: TStudioView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = view[name];
    if (value) params.set(name, value);
  }
  if (view.sort !== 'name') params.set('sort', view.sort);
  return params;
}

/** The same order, nothing filtered out. */
export function withoutFilters(view: TStudioView): TStudioView {
  return { maker: null, pigment: null, hue: null, level: null, wish: null, sort: view.sort };
}

export function hasFilters(view: TStudioView): boolean {
  return FILTER_NAMES.some((name) => view[name] !== null);
}

/** A paint's pigment codes in standard form ('PB 29, pv19' -> PB29, PV19). */
function pigmentsOf(item: TInventoryItem): string[] {
  return splitPigmentQuery(item.pigmentCode ?? '').codes;
}

/** Each item's hue family, by item id. */
export type TFamilies = ReadonlyMap<string, THueFamily>;

export function matchesView(item: TInventoryItem, view: TStudioView, families: TFamilies): boolean {
  return (
    (view.maker === null || item.manufacturer === view.maker) &&
    (view.pigment === null || pigmentsOf(item).includes(view.pigment)) &&
    (view.hue === null || families.get(item.id) === view.hue) &&
    (view.level === null || item.level === view.level) &&
    (view.wish === null || item.wish === (view.wish === 'yes'))
  );
}

/** What each filter can choose among: the makers, pigments and hue families the studio holds. */
export function filterChoicesOf(items: readonly TInventoryItem[], families: TFamilies) {
  const makers = new Set(items.flatMap((item) => (item.manufacturer ? [item.manufacturer] : [])));
  const pigments = new Set(items.flatMap(pigmentsOf));
  const held = new Set(families.values());
  return {
    makers: [...makers].sort(compareText),
    pigments: [...pigments].sort(comparePigmentCodes),
    hues: HUE_FAMILIES.filter((family) => held.has(family)),
  };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const compareText = (a: string, b: string) => collator.compare(a, b);

const byName = (a: TInventoryItem, b: TInventoryItem) => compareText(a.paintName, b.paintName);

const TEXT_ORDERS: Record<'name' | 'maker', (a: TInventoryItem, b: TInventoryItem) => number> = {
  name: byName,
  // A paint without a maker (entered by hand) after the makers'.
  maker: (a, b) =>
    Number(a.manufacturer === null) - Number(b.manufacturer === null) ||
    compareText(a.manufacturer ?? '', b.manufacturer ?? '') ||
    byName(a, b),
};

interface TColorKeys {
  item: TInventoryItem;
  hue: number;
  lightness: number;
}

const COLOR_ORDERS: Record<'hue' | 'value', (a: TColorKeys, b: TColorKeys) => number> = {
  // Round the colour wheel (CIE LCh hue angle), the neutrals after, light to dark.
  hue: (a, b) => a.hue - b.hue || b.lightness - a.lightness || byName(a.item, b.item),
  // Light to dark (CIE L*), as a value scale reads.
  value: (a, b) => b.lightness - a.lightness || byName(a.item, b.item),
};

/** The hue angle a hue sort reads: the neutrals' (no hue, or too little chroma) after every hue. */
function hueKey(hexCode: string): number {
  const { hue, chroma } = hueChromaOf(hexCode);
  return hue === null || chroma < NEUTRAL_CHROMA ? 360 : hue;
}

/** The items in the chosen order; for a colour order, each colour is measured once, not at every comparison. */
export function sortItems(items: readonly TInventoryItem[], sort: TSort): TInventoryItem[] {
  if (sort === 'name' || sort === 'maker') return [...items].sort(TEXT_ORDERS[sort]);
  const keyed = items.map((item) => ({ item, hue: sort === 'hue' ? hueKey(item.hexCode) : 0, lightness: lightnessOf(item.hexCode) }));
  return keyed.sort(COLOR_ORDERS[sort]).map(({ item }) => item);
}
