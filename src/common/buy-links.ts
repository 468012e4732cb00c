import { makerKey } from './maker-names';

/**
 * Issue 42 item 7: a Buy link for every paint of a maker the brand sells. Where the admins have
 * verified a product link (the affiliate spreadsheets, spec §2 Affiliate Links tab) that link is
 * the Buy link; elsewhere it is a search at the same retailer for the paint, with the same
 * associate tag. The spec names no makers the brand sells, so `makers` says which: 'all' (every
 * maker a catalogue paint or a painter's color names), or a list of the catalogue's names.
 */
export const BUY_LINKS: {
  /** The retailer whose products (ASINs) the spreadsheets list: its product pages and its search. */
  readonly retailerOrigin: string;
  readonly makers: 'all' | readonly string[];
} = {
  retailerOrigin: 'https://www.amazon.com',
  makers: 'all',
};

/** Not spec texts (the spec words no Buy link): the note a search link's description starts with. */
export const BUY_LINK_TEXTS = {
  searchNote: 'A search for this paint at the shop: no product page is verified for it yet.',
} as const;

/** The spec's suggested manufacturers end with 'Other': a color naming it names no maker. */
const NO_MAKER = makerKey('Other');

export type TBuyLinkKind = 'product' | 'search';
export interface TBuyLink {
  href: string;
  /** A verified product page, or a search at the retailer where no product is verified. */
  kind: TBuyLinkKind;
}

/** What a Buy link is for: a catalogue paint, or a painter's color, as the API shows either. */
export interface TBuyable {
  paintName: string;
  manufacturer?: string | null;
  seriesName?: string | null;
  medium?: string | null;
  /** The verified (or admin-set) link, if any. */
  affiliateLink?: string | null;
}

/** Words folded for 'already said': any case, and 'colour' as 'color' (a line's 'Watercolour' says the medium). */
const fold = (text: string) => text.toLowerCase().replace(/colour/g, 'color');

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** Adds the associate tag the way every verified product link carries it (`?tag=`). */
export function withAssociateTag(url: URL, associateTag: string): string {
  url.searchParams.set('tag', associateTag);
  return url.toString();
}

/** Whether the brand sells `maker`'s paints: any maker named (not 'Other') for 'all', else one of the list, spelling aside. */
export function isSoldMaker(maker: string, makers: 'all' | readonly string[] = BUY_LINKS.makers): boolean {
  const key = makerKey(maker);
  if (!key || key === NO_MAKER) return false;
  return makers === 'all' || makers.some((name) => makerKey(name) === key);
}

/**
 * The retailer's search for the paint, with the associate tag: maker, line, paint name and medium,
 * in that order (a line or medium the words before it already say is left out, as 'Professional
 * Watercolour' says watercolor). Null for a paint without a maker the brand sells or a name.
 */
export function searchLink(paint: TBuyable, associateTag: string): string | null {
  const maker = paint.manufacturer?.trim() ?? '';
  const name = paint.paintName.trim();
  if (!name || !isSoldMaker(maker)) return null;
  const words: string[] = [];
  const add = (part: string | null | undefined, always = false) => {
    const text = part?.replace(/\s+/g, ' ').trim();
    if (text && (always || !fold(words.join(' ')).includes(fold(text)))) words.push(text);
  };
  add(maker, true);
  add(paint.seriesName);
  add(name, true);
  add(paint.medium);
  const url = new URL('/s', BUY_LINKS.retailerOrigin);
  url.searchParams.set('k', words.join(' '));
  return withAssociateTag(url, associateTag);
}

/**
 * A paint's Buy link: its verified link whenever it has one (an http(s) link always wins), else
 * the retailer's search for it when the deployment has an associate tag; null when neither.
 */
export function buyLinkOf(paint: TBuyable, associateTag: string | null): TBuyLink | null {
  const verified = paint.affiliateLink?.trim();
  if (verified && URL.canParse(verified) && isHttp(new URL(verified))) return { href: verified, kind: 'product' };
  const search = associateTag ? searchLink(paint, associateTag) : null;
  return search ? { href: search, kind: 'search' } : null;
}
