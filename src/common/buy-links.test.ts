import { describe, expect, it } from 'vitest';
import { buyLinkOf, isSoldMaker, searchLink } from './buy-links';

const TAG = 'studiowater-20';
const szmal = { manufacturer: 'Roman Szmal', seriesName: 'Aquarius', paintName: 'Ultramarine Blue (Deep)', medium: 'Watercolor' };
const termsOf = (href: string | null) => new URL(href ?? 'about:blank').searchParams.get('k');

describe('searchLink', () => {
  it("is the retailer's search for maker, line, paint name and medium, with the associate tag", () => {
    expect(searchLink(szmal, TAG)).toBe(
      'https://www.amazon.com/s?k=Roman+Szmal+Aquarius+Ultramarine+Blue+%28Deep%29+Watercolor&tag=studiowater-20',
    );
  });

  it('encodes every character of the words, so none of them can end the terms or add a parameter', () => {
    const href = searchLink({ manufacturer: 'Winsor & Newton', paintName: 'Rosé #2 / 50% ?tag=other&x=1', medium: null }, TAG);
    expect(href).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=[^&#?]+&tag=studiowater-20$/);
    expect(termsOf(href)).toBe('Winsor & Newton Rosé #2 / 50% ?tag=other&x=1');
    expect([...new URL(href ?? '').searchParams.keys()]).toEqual(['k', 'tag']);
  });

  it('carries the tag exactly as a verified product link does, at the same retailer, over https', () => {
    // A verified link as the spreadsheets make it (read-sheets.ts productLink, affiliate-links.test.ts).
    const product = new URL(`https://www.amazon.com/dp/B0DSBUFF01?tag=${TAG}`);
    const search = new URL(searchLink(szmal, TAG) ?? '');
    expect(search.protocol).toBe('https:');
    expect(search.origin).toBe(product.origin);
    expect(search.searchParams.getAll('tag')).toEqual([TAG]);
    expect(search.href.endsWith(`&tag=${TAG}`)).toBe(true);
  });

  it('leaves out a line or medium already said, collapses spaces, and skips what is not given', () => {
    const cotman = {
      manufacturer: ' Winsor  &  Newton ',
      seriesName: 'Cotman Watercolour',
      paintName: ' Sap   Green ',
      medium: 'Watercolor',
    };
    expect(termsOf(searchLink(cotman, TAG))).toBe('Winsor & Newton Cotman Watercolour Sap Green');
    expect(termsOf(searchLink({ manufacturer: 'Schmincke', paintName: 'Horadam Gold', seriesName: null, medium: null }, TAG))).toBe(
      'Schmincke Horadam Gold',
    );
  });

  it('is none for a paint without a maker, of the Other maker, or without a name', () => {
    expect(searchLink({ ...szmal, manufacturer: null }, TAG)).toBeNull();
    expect(searchLink({ ...szmal, manufacturer: '  ' }, TAG)).toBeNull();
    expect(searchLink({ ...szmal, manufacturer: 'Other' }, TAG)).toBeNull();
    expect(searchLink({ ...szmal, paintName: ' ' }, TAG)).toBeNull();
  });
});

describe('isSoldMaker', () => {
  it('takes every named maker for all, or the listed ones spelt any way', () => {
    expect(isSoldMaker('Roman Szmal')).toBe(true);
    expect(isSoldMaker('winsor and newton', ['Winsor & Newton'])).toBe(true);
    expect(isSoldMaker('Roman Szmal', ['Winsor & Newton'])).toBe(false);
  });
});

describe('buyLinkOf', () => {
  it('keeps a verified link whatever the paint, and makes a search only where there is none', () => {
    const verified = 'https://www.amazon.com/dp/B0DSBUFF01?tag=studiowater-20';
    expect(buyLinkOf({ ...szmal, affiliateLink: verified }, TAG)).toEqual({ kind: 'product', href: verified });
    expect(buyLinkOf({ ...szmal, affiliateLink: verified }, null)).toEqual({ kind: 'product', href: verified });
    expect(buyLinkOf({ ...szmal, affiliateLink: null }, TAG)).toEqual({ kind: 'search', href: searchLink(szmal, TAG) });
  });

  it('takes only an http(s) link as verified: anything else gets the search', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.com/paint', 'not a link', '']) {
      expect(buyLinkOf({ ...szmal, affiliateLink: link }, TAG)).toEqual({ kind: 'search', href: searchLink(szmal, TAG) });
    }
    expect(buyLinkOf({ ...szmal, affiliateLink: 'http://shop.example.com/szmal' }, TAG)?.kind).toBe('product');
  });

  it('is none without a verified link and without an associate tag: a search that earns nothing is no Buy link', () => {
    expect(buyLinkOf(szmal, null)).toBeNull();
  });
});
