import { expect, it, vi } from 'vitest';

it('sends each event to Google Analytics and to our own endpoint, which feeds the Insights', async () => {
  // A module of its own: the sink is chosen once per page, and another test file may have chosen it.
  vi.resetModules();
  const { configureAnalytics, track } = await import('./analytics');
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  configureAnalytics('G-TEST1234');
  track('login', { method: 'google' });
  const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  expect(events).toContainEqual(['event', 'login', expect.objectContaining({ method: 'google' })]);
  expect(fetch.mock.calls.map(([path, init]) => [path, JSON.parse(String(init.body))])).toEqual([
    ['/api/analytics/events', { name: 'login', path: '/', params: { method: 'google' } }],
  ]);
});
