import { describe, expect, it, vi } from 'vitest';
import { configureAnalytics, track, trackPageView } from './analytics';

describe('first-party analytics', () => {
  it('sends a page view once the browser is idle, and other events at once', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    configureAnalytics(null);
    const sent = () => fetch.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { name: string }).name);

    trackPageView('/palettes/00000000-0000-4000-8000-000000000001');
    track('login', { method: 'email_password' });
    expect(sent()).toEqual(['login']);
    idle.forEach((work) => work());
    expect(sent()).toEqual(['login', 'page_view']);
  });
});

describe('a buy click', () => {
  it('names the paint, its maker, the curated master it was on and its kind of link; nothing empty', async () => {
    const { trackPaint } = await import('./analytics');
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    configureAnalytics(null);
    const masterId = '00000000-0000-4000-8000-0000000000aa';
    trackPaint('buy_click', { paintName: 'Goethite', manufacturer: 'Daniel Smith', masterId });
    trackPaint('buy_click', { paintName: 'Moonglow', manufacturer: null, masterId: null });
    trackPaint('buy_click', { paintName: 'Sepia', manufacturer: 'Roman Szmal', kind: 'search' });
    const params = fetch.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { params: object }).params);
    expect(params).toEqual([
      { paint: 'Goethite', manufacturer: 'Daniel Smith', palette: masterId },
      { paint: 'Moonglow' },
      { paint: 'Sepia', manufacturer: 'Roman Szmal', kind: 'search' },
    ]);
  });
});
