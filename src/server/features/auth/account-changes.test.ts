import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { createObjectStore, newAvatarKey, type ObjectStore } from '#server/features/objects/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let store: ObjectStore;

beforeAll(async () => {
  t = await createTestApp();
  // Another instance's store on the same configuration: the URLs it gives are the app's.
  store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
});

const identityOf = async (person: BuiltUser) => {
  const [row] = await t.db
    .select({ name: authUsers.name, image: authUsers.image })
    .from(authUsers)
    .innerJoin(users, eq(users.authUserId, authUsers.id))
    .where(eq(users.id, person.user.id));
  return row;
};

const updateUser = (person: BuiltUser, body: unknown) =>
  person.client.post<{ message?: string; code?: string }>('/api/auth/update-user', body);

// Issue 41 item 7: better-auth's update-user took any JSON for the name and the picture.
describe('POST /api/auth/update-user', () => {
  it('refuses a name or picture the product would not keep with 400 { message, code }, and changes nothing', async () => {
    const person = await buildUser(t, { name: 'Wren Painter' });
    const refused = [
      { name: null },
      { name: 'x'.repeat(60_000) },
      { name: 'x'.repeat(LIMITS.displayNameMax + 1) },
      { name: '   ' },
      { name: 42 },
      { name: ['Wren'] },
      { name: { first: 'Wren' } },
      { image: 'javascript:alert(1)' },
      { image: 'data:image/png;base64,AAAA' },
      { image: 'https://elsewhere.example/picture.webp' },
      // One of our avatar keys, on another host: not a picture this app serves.
      { image: `https://elsewhere.example/api/storage/${newAvatarKey(person.user.id)}` },
      { image: 7 },
      { emailVerified: true },
      { name: 'Wren', role: 'admin' },
      ['Wren'],
    ];
    for (const body of refused) {
      const res = await updateUser(person, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
    expect(await identityOf(person)).toEqual({ name: 'Wren Painter', image: null });
  });

  it('keeps a display name, trimmed, and a picture of our own store (or none)', async () => {
    const person = await buildUser(t, { name: 'Wren Painter' });
    const picture = store.publicUrl(newAvatarKey(person.user.id));
    expect((await updateUser(person, { name: `  ${'W'.repeat(LIMITS.displayNameMax)}  `, image: picture })).status).toBe(200);
    expect(await identityOf(person)).toEqual({ name: 'W'.repeat(LIMITS.displayNameMax), image: picture });
    expect((await updateUser(person, { image: null })).status).toBe(200);
    expect(await identityOf(person)).toEqual({ name: 'W'.repeat(LIMITS.displayNameMax), image: null });
    expect((await createClient(t.app).post('/api/auth/update-user', { name: 'Anyone' })).status).toBe(401);
  });
});

// Issue 41 item 8: a changed password ended the other sessions only when the client asked.
describe('POST /api/auth/change-password', () => {
  it('ends every other session of the person, whatever the client asks, and keeps the one that changed it', async () => {
    for (const asked of [{}, { revokeOtherSessions: false }]) {
      const laptop = await buildUser(t);
      const phone = createClient(t.app);
      expect((await phone.post('/api/auth/sign-in/email', { email: laptop.email, password: laptop.password })).status).toBe(200);
      const me = `/api/user/email/${encodeURIComponent(laptop.email)}`;
      expect((await phone.get(me)).status).toBe(200);

      const changed = await laptop.client.post('/api/auth/change-password', {
        currentPassword: laptop.password,
        newPassword: 'a-new-secret-2',
        ...asked,
      });
      expect(changed.status).toBe(200);
      expect((await laptop.client.get(me)).status).toBe(200);
      expect((await phone.get(me)).status).toBe(401);
      expect((await phone.get<{ user?: unknown } | null>('/api/auth/get-session')).body).toBeNull();
      expect((await createClient(t.app).post('/api/auth/sign-in/email', { email: laptop.email, password: 'a-new-secret-2' })).status).toBe(
        200,
      );
    }
  });
});
