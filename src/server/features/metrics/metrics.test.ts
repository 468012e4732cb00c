import { beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { createClient } from '../../test/client';
import { buildPalette } from '../../test/palette-factories';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

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
  it('answers nothing without the token, with a wrong one, or when METRICS_TOKEN is unset', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      expect(await scrape(t.app, authorization)).toEqual({ status: 404, type: null, text: '' });
    }
    const unset = await createTestApp();
    expect(await scrape(unset.app, `Bearer ${TOKEN}`)).toEqual({ status: 404, type: null, text: '' });
  });

  it('counts and times requests by route pattern and status, never by the path with its ids', async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const before = sample((await scrape(t.app, `Bearer ${TOKEN}`)).text, 'http_requests_total', { route: '/api/palettes/:id', status: '200' }) ?? 0;
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
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/palettes/:id', status: '200', le: '+Inf' })).toBe(before + 2);
    // Unknown paths share the catch-all's pattern; no label holds an id.
    expect(sample(text, 'http_requests_total', { route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(palette.id);
    expect(text).not.toContain('no-such-thing');
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
