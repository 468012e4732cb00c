import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureAnalytics } from '#client/lib/analytics.ts';
import { answerEmpty, apiServer } from '#client/test/api-mocks.ts';
import { BUY_LINK_TEXTS, type TBuyable } from '#common/buy-links.ts';
import { TEXTS } from '#common/constants.ts';
import { BuyLink, BuyLinkTag } from './buy-link';

const TAG = 'studiowater-20';
const szmal: TBuyable = { manufacturer: 'Roman Szmal', seriesName: 'Aquarius', paintName: 'Ultramarine Blue (Deep)', medium: 'Watercolor' };
const SEARCH = 'https://www.amazon.com/s?k=Roman+Szmal+Aquarius+Ultramarine+Blue+%28Deep%29+Watercolor&tag=studiowater-20';
const PRODUCT = 'https://www.amazon.com/dp/B0DSBUFF01?tag=studiowater-20';

// The link opens a new tab; jsdom would try to navigate.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stayOnPage));
afterEach(() => window.removeEventListener('click', stayOnPage));

/** The events our analytics endpoint receives, as it reads them. */
function sentEvents() {
  const received: Array<{ name: string; params: object }> = [];
  apiServer.use(
    http.post('/api/analytics/events', async ({ request }) => {
      received.push((await request.clone().json()) as { name: string; params: object });
      return answerEmpty(request);
    }),
  );
  configureAnalytics(null);
  return () => [...received];
}

const renderLink = (paint: TBuyable, tag: string | null = TAG) =>
  render(
    <BuyLinkTag value={tag}>
      <BuyLink paint={paint} hiddenLabel={`${paint.paintName} (opens in a new tab)`} />
    </BuyLinkTag>,
  );

describe('the Buy link', () => {
  it("shows Buy for a paint of a maker without product links, as the retailer's search, and counts it as a buy click", async () => {
    const sent = sentEvents();
    renderLink(szmal);
    const buy = screen.getByRole('link', { name: 'Buy Ultramarine Blue (Deep) (opens in a new tab)' });
    expect(buy.getAttribute('href')).toBe(SEARCH);
    expect(buy.getAttribute('target')).toBe('_blank');
    expect(buy.getAttribute('rel')?.split(' ')).toEqual(['noopener', 'sponsored']);
    expect(buy.textContent?.startsWith('Buy')).toBe(true);
    // The label stays the same; the description says it is a search, then the disclosure.
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(`${BUY_LINK_TEXTS.searchNote} ${TEXTS.disclosure}`);
    await userEvent.setup().click(buy);
    await waitFor(() =>
      expect(sent()).toContainEqual(
        expect.objectContaining({
          name: 'buy_click',
          params: { paint: 'Ultramarine Blue (Deep)', manufacturer: 'Roman Szmal', kind: 'search' },
        }),
      ),
    );
  });

  it('keeps a verified product link, counted as a product', async () => {
    const sent = sentEvents();
    renderLink({ ...szmal, affiliateLink: PRODUCT });
    const buy = screen.getByRole('link', { name: /^Buy/ });
    expect(buy.getAttribute('href')).toBe(PRODUCT);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(TEXTS.disclosure);
    await userEvent.setup().click(buy);
    await waitFor(() =>
      expect(sent()).toContainEqual(expect.objectContaining({ name: 'buy_click', params: expect.objectContaining({ kind: 'product' }) })),
    );
  });

  it('shows nothing without a verified link where the deployment has no associate tag, or for no maker', () => {
    renderLink(szmal, null);
    renderLink({ ...szmal, manufacturer: 'Other' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
