import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerEmpty, apiServer } from '#client/test/api-mocks.ts';
import type { TAnalyticsEvent } from '#common/schemas/analytics.ts';
import { configureAnalytics, track, trackPageView } from './analytics';

/** The events our endpoint receives, in the order they reach it. */
function analyticsEndpoint() {
  const received: Array<Promise<TAnalyticsEvent>> = [];
  apiServer.use(
    http.post('/api/analytics/events', ({ request }) => {
      received.push(request.clone().json() as Promise<TAnalyticsEvent>);
      return answerEmpty(request);
    }),
  );
  /** The events, once `count` of them have arrived. */
  return async (count: number) => {
    await vi.waitFor(() => expect(received).toHaveLength(count));
    return Promise.all(received);
  };
}

describe('first-party analytics', () => {
  it('sends a page view once the browser is idle, and other events at once', async () => {
    const events = analyticsEndpoint();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    configureAnalytics(null);
    const sent = async (count: number) => (await events(count)).map(({ name }) => name);

    trackPageView('/palettes/00000000-0000-4000-8000-000000000001');
    track('login', { method: 'email_password' });
    expect(await sent(1)).toEqual(['login']);
    idle.forEach((work) => work());
    expect(await sent(2)).toEqual(['login', 'page_view']);
  });
});

describe('a buy click', () => {
  it('names the paint, its maker, the curated master it was on and its kind of link; nothing empty', async () => {
    const { trackPaint } = await import('./analytics');
    const events = analyticsEndpoint();
    configureAnalytics(null);
    const masterId = '00000000-0000-4000-8000-0000000000aa';
    trackPaint('buy_click', { paintName: 'Goethite', manufacturer: 'Daniel Smith', masterId });
    trackPaint('buy_click', { paintName: 'Moonglow', manufacturer: null, masterId: null });
    trackPaint('buy_click', { paintName: 'Sepia', manufacturer: 'Roman Szmal', kind: 'search' });
    const params = (await events(3)).map(({ params }) => params);
    expect(params).toEqual([
      { paint: 'Goethite', manufacturer: 'Daniel Smith', palette: masterId },
      { paint: 'Moonglow' },
      { paint: 'Sepia', manufacturer: 'Roman Szmal', kind: 'search' },
    ]);
  });
});
