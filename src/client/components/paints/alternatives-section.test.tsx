import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyLinkTag } from '#client/components/buy-link.tsx';
import { buildCataloguePaint } from '#client/test/build-catalogue-paint.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';
import { AlternativesSection } from './alternatives-section';

const paint = (overrides: Partial<TCataloguePaint> & Pick<TCataloguePaint, 'id' | 'paintName' | 'manufacturer'>): TCataloguePaint =>
  buildCataloguePaint({ pigmentCode: 'PB29', hexCode: '#2A3B8F', ...overrides });

describe('the alternatives', () => {
  it("give a Buy button to every maker's paint: the verified product, else the retailer's search", () => {
    const product = 'https://www.amazon.com/dp/B0DSULTR01?tag=studiowater-20';
    const data = [
      paint({ id: 'a', paintName: 'Ultramarine Blue (Deep)', manufacturer: 'Roman Szmal', seriesName: 'Aquarius' }),
      paint({ id: 'b', paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', affiliateLink: product }),
    ].map((p) => ({ paint: p, deltaE: 1.2, samePigments: true, sameName: false }));
    render(
      <BuyLinkTag value="studiowater-20">
        <AlternativesSection alternatives={{ isPending: false, isError: false, data }} />
      </BuyLinkTag>,
    );
    const list = screen.getByRole('list');
    const szmal = within(list).getByRole('link', { name: 'Buy Ultramarine Blue (Deep) by Roman Szmal, watercolor' });
    expect(szmal.getAttribute('href')).toBe(
      'https://www.amazon.com/s?k=Roman+Szmal+Aquarius+Ultramarine+Blue+%28Deep%29+Watercolor&tag=studiowater-20',
    );
    expect(within(list).getByRole('link', { name: 'Buy French Ultramarine by Daniel Smith, watercolor' }).getAttribute('href')).toBe(
      product,
    );
  });
});
