import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import { answerEmpty, apiServer } from '#client/test/api-mocks.ts';

it('sends each event to Google Analytics and to our own endpoint, which feeds the Insights', async () => {
  // A module of its own: the sink is chosen once per page, and another test file may have chosen it.
  vi.resetModules();
  const { configureAnalytics, track } = await import('./analytics');
  const received: Array<Promise<[string, unknown]>> = [];
  apiServer.use(
    http.post('/api/analytics/events', ({ request }) => {
      const url = new URL(request.url);
      received.push(
        request
          .clone()
          .json()
          .then((body: unknown) => [`${url.pathname}${url.search}`, body]),
      );
      return answerEmpty(request);
    }),
  );
  configureAnalytics('G-TEST1234');
  track('login', { method: 'google' });
  const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  expect(events).toContainEqual(['event', 'login', expect.objectContaining({ method: 'google' })]);
  await vi.waitFor(() => expect(received).toHaveLength(1));
  expect(await Promise.all(received)).toEqual([['/api/analytics/events', { name: 'login', path: '/', params: { method: 'google' } }]]);
});
