import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/harness.ts';

// Over a real socket: keep-alive is what an in-process request cannot show.
let server: ReturnType<typeof serve>;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  const t = await createTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function send(options: { method: string; path: string; body?: Buffer; chunked?: boolean }) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const headers: Record<string, string> = { origin: 'http://localhost:3000', 'content-type': 'application/json' };
    if (options.body && !options.chunked) headers['content-length'] = String(options.body.length);
    const req = http.request({ host: '127.0.0.1', port, method: options.method, path: options.path, agent, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

describe('a body over the 64 KB API limit', () => {
  it('is refused with 413, and the same connection answers the next request', async () => {
    const refused = await send({ method: 'POST', path: '/api/analytics/events', body: Buffer.alloc(1024 * 1024, 'x') });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(refused.connection).toBe('keep-alive');
    const next = await send({ method: 'GET', path: '/api/health' });
    expect(next.status).toBe(200);
  });

  it('sent without a length is counted as it arrives, refused, and its connection closed openly', async () => {
    const refused = await send({ method: 'POST', path: '/api/analytics/events', body: Buffer.alloc(200 * 1024, 'x'), chunked: true });
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect((await send({ method: 'GET', path: '/api/health' })).status).toBe(200);
  });
});
