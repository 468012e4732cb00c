import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRead } from '#server/middleware/request-id.ts';
import { createClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';
import { createMetrics } from './metrics';

const TOKEN = 'scrape-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});

async function scrape(app: TestApp['app'], authorization?: string) {
  const res = await app.request('/metrics', { headers: authorization ? { authorization } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one series in Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics', () => {
  it('answers as for any unknown path without the token, with a wrong one, or when METRICS_TOKEN is unset', async () => {
    const unknown = await t.app.request('/no-such-page');
    const asUnknown = { status: unknown.status, type: unknown.headers.get('content-type') };
    // The wrong token of the same length reaches the constant-time comparison.
    const sameLength = `Bearer ${'x'.repeat(TOKEN.length)}`;
    for (const authorization of [undefined, sameLength, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
      const answer = await scrape(t.app, authorization);
      expect({ status: answer.status, type: answer.type }).toEqual(asUnknown);
      expect(answer.text).not.toContain('http_requests_total');
    }
    const unset = await createTestApp();
    const answer = await scrape(unset.app, `Bearer ${TOKEN}`);
    expect(answer.text).not.toContain('http_requests_total');
    expect(answer.status).toBe(unknown.status);
  });

  it('counts and times requests by route pattern and status, never by the path with its ids', async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const before =
      sample((await scrape(t.app, `Bearer ${TOKEN}`)).text, 'http_requests_total', { route: '/api/palettes/:id', status: '200' }) ?? 0;
    expect((await owner.client.get(`/api/palettes/${palette.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/palettes/${palette.id}`)).status).toBe(200);
    expect((await createClient(t.app).get(`/api/palettes/${palette.id}`)).status).toBe(401);
    expect((await owner.client.get('/api/no-such-thing/123')).status).toBe(404);

    const { status, type, text } = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/palettes/:id', status: '200' })).toBe(before + 2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/palettes/:id', status: '401' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/palettes/:id', status: '200' })).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/palettes/:id', status: '200', le: '+Inf' })).toBe(
      before + 2,
    );
    // Unknown paths share the catch-all's pattern; no label holds an id.
    expect(sample(text, 'http_requests_total', { route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(palette.id);
    expect(text).not.toContain('no-such-thing');
  });

  it("leaves out the API reads the app answers in process for a page: they are the page's request", async () => {
    const reader = await buildUser(t);
    const count = async () =>
      sample((await scrape(t.app, `Bearer ${TOKEN}`)).text, 'http_requests_total', { route: '/api/palettes/user', status: '200' }) ?? 0;
    const before = await count();
    const headers = { cookie: reader.client.cookieHeader(), origin: 'http://localhost:3000' };
    const pageRead = await t.app.request('/api/palettes/user', { headers }, { pageRequestId: 'page-request-1' } satisfies PageRead);
    expect(pageRead.status).toBe(200);
    expect(pageRead.headers.get('x-request-id')).toBe('page-request-1');
    expect(await count()).toBe(before);
    expect((await reader.client.get('/api/palettes/user')).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it("reports the database pool's connections on PostgreSQL, and nothing of a pool on the embedded database", async () => {
    const { text } = await scrape(t.app, `Bearer ${TOKEN}`);
    if (process.env.TEST_DB === 'postgres') {
      expect(text).toMatch(/^db_pool_connections [1-9]\d*$/m);
      expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });
});

describe('background job metrics', () => {
  it("counts each job's runs by outcome, times them, and adds up what the sweep removed", async () => {
    const metrics = createMetrics({ poolUse: null });
    await metrics.timeJob('object sweep', async () => {
      metrics.recordSweep({ pending: 2, multipart: 0, avatars: 1 });
    });
    await expect(metrics.timeJob('object sweep', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    metrics.recordSweep({ pending: 3, multipart: 1, avatars: 0 });

    const text = await metrics.registry.metrics();
    expect(sample(text, 'background_job_runs_total', { job: 'object sweep', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'background_job_runs_total', { job: 'object sweep', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'background_job_duration_seconds_count', { job: 'object sweep' })).toBe(2);
    expect(sample(text, 'object_sweep_removed_total', { kind: 'pending' })).toBe(5);
    expect(sample(text, 'object_sweep_removed_total', { kind: 'multipart' })).toBe(1);
    expect(sample(text, 'object_sweep_removed_total', { kind: 'avatars' })).toBe(1);
  });
});
