import { describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp } from '#server/test/harness.ts';
import { createSessionCache } from './session-cache';

describe('remembered sessions', () => {
  it('stop working on another instance within SESSION_CACHE_SECONDS of a sign-out, and at once on the instance signed out through', async () => {
    let clock = Date.now();
    const now = () => clock;
    const t = await createTestApp({ SESSION_CACHE_SECONDS: '5' }, { now });
    const other = t.sibling({ now });
    const artist = await buildUser(t);
    const elsewhere = artist.client.through(other);
    const here = artist.client.through(t.app);
    expect((await elsewhere.get('/api/palettes/user')).status).toBe(200);
    expect((await here.get('/api/palettes/user')).status).toBe(200);

    expect((await artist.client.post('/api/auth/sign-out')).status).toBe(200);
    // The signed-out cookie, still held by other tabs: the instance signed out through forgot it at once.
    expect((await here.get('/api/palettes/user')).status).toBe(401);
    // The other instance remembers it for the bound, and not a moment longer.
    clock += 4_000;
    expect((await elsewhere.get('/api/palettes/user')).status).toBe(200);
    clock += 1_001;
    expect((await elsewhere.get('/api/palettes/user')).status).toBe(401);
  });

  it('let rights given or taken through this instance apply at once', async () => {
    const t = await createTestApp({ SESSION_CACHE_SECONDS: '60', ADMIN_EMAILS: 'boss@example.com' });
    const boss = await buildUser(t, { email: 'boss@example.com' });
    const helper = await buildUser(t);
    expect((await helper.client.get('/api/admin/users')).status).toBe(403);
    expect((await boss.client.put(`/api/admin/users/${helper.user.id}/quota`, { maxPalettes: 5, isAdmin: true })).status).toBe(200);
    expect((await helper.client.get('/api/admin/users')).status).toBe(200);
    expect((await boss.client.put(`/api/admin/users/${helper.user.id}/quota`, { maxPalettes: 5, isAdmin: false })).status).toBe(200);
    expect((await helper.client.get('/api/admin/users')).status).toBe(403);
  });
});

describe('createSessionCache', () => {
  it('keeps a caller until the earlier of its lifetime and the session expiry, and the newest entries only', () => {
    let clock = 0;
    const cache = createSessionCache({ ttlMs: 1_000, maxEntries: 2, now: () => clock });
    const caller = { identity: null, user: null };
    cache.set('a', caller, 500, 0);
    cache.set('b', caller, null, 0);
    expect(cache.get('a')).toBe(caller);
    clock = 500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(caller);
    cache.set('c', caller, null, 0);
    cache.set('d', caller, null, 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('d')).toBe(caller);
    cache.forgetAll();
    expect(cache.get('d')).toBeUndefined();
    // A lookup that began before everything was forgotten is not remembered after it.
    cache.set('e', caller, null, 0);
    expect(cache.get('e')).toBeUndefined();
    cache.set('e', caller, null, cache.generation());
    expect(cache.get('e')).toBe(caller);
  });

  it('keeps nothing with a lifetime of 0', () => {
    const cache = createSessionCache({ ttlMs: 0 });
    cache.set('a', { identity: null, user: null }, null, cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });
});
