import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalettes } from '#server/test/palette-factories.ts';
import { acceptedEncoding } from './compress-json';

let t: TestApp;
let artist: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  artist = await buildUser(t);
  await buildPalettes(t.db, { userId: artist.user.id, count: 8, colorsEach: 20 });
});

async function raw(path: string, acceptEncoding: string) {
  return artist.client.request('GET', path, undefined, { 'accept-encoding': acceptEncoding });
}

describe('JSON answers', () => {
  it('come compressed with brotli or gzip, as the client accepts, when large', async () => {
    const plain = await raw('/api/palettes/user', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const size = JSON.stringify(plain.body).length;
    expect(size).toBeGreaterThan(1024);

    const res = await t.app.request('/api/palettes/user', {
      headers: { cookie: artist.client.cookieHeader(), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const brotli = Buffer.from(await res.arrayBuffer());
    expect(brotli.length).toBeLessThan(size / 3);
    expect((JSON.parse(brotliDecompressSync(brotli).toString()) as TPalette[]).map((p) => p.id)).toEqual(
      (plain.body as TPalette[]).map((p) => p.id),
    );

    const gzipped = await t.app.request('/api/palettes/user', {
      headers: { cookie: artist.client.cookieHeader(), 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(plain.body);
  });

  it('stay plain when small', async () => {
    const res = await t.app.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ status: expect.any(String) });
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, honours weights and refusals', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
  });
});
