import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('operations', () => {
  it('reports the database in the health check', async () => {
    const res = await createClient(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers liveness and readiness separately: draining keeps the process live but not ready', async () => {
    let draining = false;
    const app = t.sibling({ isDraining: () => draining });
    const client = createClient(app);
    expect(await client.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await client.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
    draining = true;
    expect(await client.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await client.get('/api/health/ready')).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect((await client.get('/api/health')).status).toBe(503);
  });

  it('sends security headers: a CSP that forbids framing, and no sniffing', async () => {
    const res = await createClient(t.app).get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows the Google Analytics script only when a measurement id is configured', async () => {
    const withGa = await createTestApp({ GA_MEASUREMENT_ID: 'G-TEST123' });
    const res = await createClient(withGa.app).get('/api/config');
    expect(res.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    expect(res.body).toMatchObject({ gaMeasurementId: 'G-TEST123', googleSignIn: false });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await createClient(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('POST /api/analytics/events', () => {
  it('stores page views from anonymous visitors and ties signed-in events to the user', async () => {
    const anon = await createClient(t.app).post('/api/analytics/events', { name: 'page_view', path: '/' });
    expect(anon.status).toBe(204);
    const { client, user } = await buildUser(t);
    const login = await client.post('/api/analytics/events', {
      name: 'login',
      path: '/',
      params: { method: 'email_password' },
    });
    expect(login.status).toBe(204);
    const rows = await t.db.select().from(analyticsEvents);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'page_view', path: '/', userId: null }),
        expect.objectContaining({ name: 'login', params: { method: 'email_password' }, userId: user.id }),
      ]),
    );
  });

  it('refuses unknown names, bad paths, unstorable text and oversized bodies, storing nothing', async () => {
    const before = await t.db.$count(analyticsEvents);
    const client = createClient(t.app);
    const post = (body: unknown) => client.post('/api/analytics/events', body);
    expect((await post({ name: 'drop_tables', path: '/' })).status).toBe(400);
    expect((await post({ name: 'page_view', path: 'http://evil' })).status).toBe(400);
    expect((await post({ name: 'page_view', path: '/\u0000' })).status).toBe(400);
    const manyParams = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i]));
    expect((await post({ name: 'page_view', path: '/', params: manyParams })).status).toBe(400);
    expect((await post({ name: 'page_view', path: `/${'x'.repeat(300)}` })).status).toBe(400);
    expect((await post({ name: 'page_view', path: '/', params: { pad: 'x'.repeat(201) } })).status).toBe(400);
    const huge = await post({ name: 'page_view', path: '/', params: { pad: 'x'.repeat(100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.db.$count(analyticsEvents)).toBe(before);
  });
});

describe('analytics budget', () => {
  it('caps how many events one visitor stores, by address for anonymous ones and by account once signed in', async () => {
    const visitor = createClient(t.app);
    const before = await t.db.$count(analyticsEvents);
    const sent = await Promise.all(
      Array.from({ length: 125 }, () => visitor.post('/api/analytics/events', { name: 'page_view', path: '/' })),
    );
    expect(sent.filter((res) => res.status === 204)).toHaveLength(120);
    const refused = sent.find((res) => res.status === 429);
    expect(refused?.headers.get('retry-after')).toBeTruthy();
    expect(await t.db.$count(analyticsEvents)).toBe(before + 120);
    // Someone else, elsewhere, is not affected.
    expect((await createClient(t.app).post('/api/analytics/events', { name: 'page_view', path: '/' })).status).toBe(204);
  });
});
