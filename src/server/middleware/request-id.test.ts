import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { createClient } from '#server/test/client.ts';
import { createTestApp } from '#server/test/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Line {
  msg: string;
  requestId?: string;
}

async function appLogging(env: Record<string, string> = {}) {
  const lines: Line[] = [];
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  return { ...(await createTestApp(env, { logger })), lines };
}

describe('request ids', () => {
  it('gives each request a new id, returned in X-Request-Id and on every log line written while answering it', async () => {
    const t = await appLogging();
    const client = createClient(t.app);
    // A sign-up logs its request line and, with no SMTP server, the mail it sends.
    const signUp = await client.post('/api/auth/sign-up/email', { email: 'ids@example.com', password: 'correct-horse-1', name: '' });
    const health = await client.get('/api/health');
    const ids = [signUp.headers.get('x-request-id'), health.headers.get('x-request-id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);

    await t.outbox.next('ids@example.com', /^Confirm your/);
    const ofSignUp = t.lines.filter((line) => line.requestId === ids[0]).map((line) => line.msg);
    expect(ofSignUp).toEqual(expect.arrayContaining(['request', expect.stringContaining('Mail (console transport)')]));
    expect(t.lines.filter((line) => line.requestId === ids[1]).map((line) => line.msg)).toEqual(['request']);
    expect(t.lines.filter((line) => line.msg === 'request' && !line.requestId)).toEqual([]);
  });

  it('keeps the id a trusted proxy sent, and ignores one from a client when no proxy is trusted or it is malformed', async () => {
    const proxied = await appLogging({ TRUST_PROXY: 'true' });
    const nginxId = '3f9c1a7be0d24c5e8a6b1f2d3c4e5f60';
    const kept = await createClient(proxied.app).request('GET', '/api/health', undefined, { 'x-request-id': nginxId });
    expect(kept.headers.get('x-request-id')).toBe(nginxId);
    expect(proxied.lines.find((line) => line.msg === 'request')?.requestId).toBe(nginxId);

    for (const malformed of ['<script>alert(1)</script>', 'x'.repeat(129)]) {
      const res = await createClient(proxied.app).request('GET', '/api/health', undefined, { 'x-request-id': malformed });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }

    const direct = await appLogging({ TRUST_PROXY: 'false' });
    const ignored = await createClient(direct.app).request('GET', '/api/health', undefined, { 'x-request-id': nginxId });
    expect(ignored.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is on pages and errors as well as API answers', async () => {
    const t = await appLogging();
    const client = createClient(t.app);
    expect((await client.get('/')).headers.get('x-request-id')).toMatch(UUID);
    const notFound = await client.get('/api/nothing-here');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);
  });
});
