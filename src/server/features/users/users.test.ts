import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TUser } from '#common/schemas/user.ts';
import { mailingListSubscriptions, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '#server/test/harness.ts';
import { makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('product user on sign-up', () => {
  it('is created with the name given at sign-up', async () => {
    const { user } = await buildUser(t, { email: 'mira@example.com', name: '  Mira Lind ' });
    expect(user).toMatchObject({ email: 'mira@example.com', name: 'Mira Lind', isAdmin: false, maxPalettes: 2 });
    expect(user.displayName).toBeNull();
  });

  it('takes the part of the e-mail before @ when no name is given', async () => {
    const { user } = await buildUser(t, { email: 'Quin.Rose@Example.com' });
    expect(user).toMatchObject({ email: 'quin.rose@example.com', name: 'quin.rose' });
  });

  it('does not make an unconfirmed sign-up with an ADMIN_EMAILS address an admin', async () => {
    expect(
      (await createClient(t.app).post('/api/auth/sign-up/email', { email: ADMIN_EMAIL, password: 'not-yet-mine-1', name: '' })).status,
    ).toBe(200);
    const admin = await buildUser(t);
    await makeAdmin(t.db, admin.user.id);
    const listed = await admin.client.get<{ users: TUser[] }>(`/api/admin/users?search=${encodeURIComponent(ADMIN_EMAIL)}`);
    expect(listed.body.users).toEqual([expect.objectContaining({ email: ADMIN_EMAIL, isAdmin: false })]);
  });
});

describe('GET /api/user/email/{email}', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await createClient(t.app).get('/api/user/email/someone%40example.com');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("gives the owner their record and refuses another user's with 403", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const own = await owner.client.get<TUser>(`/api/user/email/${owner.email.toUpperCase()}`);
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(owner.user.id);
    const foreign = await other.client.get(`/api/user/email/${owner.email}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("gives an admin anyone's record", async () => {
    const admin = await buildUser(t, { email: 'admin2@example.com' });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const target = await buildUser(t);
    const res = await admin.client.get<TUser>(`/api/user/email/${target.email}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(target.user.id);
  });

  it('answers 400 for a malformed address and 404 when the record is missing', async () => {
    const { client, email, user } = await buildUser(t);
    expect((await client.get('/api/user/email/not-an-email')).status).toBe(400);
    await t.db.delete(users).where(eq(users.id, user.id));
    const res = await client.get(`/api/user/email/${email}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('POST /api/users', () => {
  it('recreates a missing record for the signed-in person and is idempotent', async () => {
    const { client, email, user } = await buildUser(t, { name: 'Cobalt' });
    await t.db.delete(users).where(eq(users.id, user.id));
    const first = await client.post<TUser>('/api/users', { email, name: '' });
    expect(first.status).toBe(201);
    expect(first.body.name).toBe('Cobalt');
    const again = await client.post<TUser>('/api/users', { email, name: 'Another Name' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, name: 'Cobalt' });
    expect((await client.get<TUser>(`/api/user/email/${email}`)).body.id).toBe(first.body.id);
  });

  it('refuses anonymous callers, other people and malformed bodies, storing nothing', async () => {
    const { client } = await buildUser(t);
    const before = await t.db.$count(users);
    expect((await createClient(t.app).post('/api/users', { email: 'x@example.com', name: 'X' })).status).toBe(401);
    expect((await client.post('/api/users', { email: 'someone-else@example.com', name: 'X' })).status).toBe(403);
    const malformed = await client.post<{ message: string; code: string }>('/api/users', { email: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('BAD_REQUEST');
    expect(malformed.body.message).toMatch(/email/i);
    expect((await client.post('/api/users', '{"email": ')).status).toBe(400);
    expect(await t.db.$count(users)).toBe(before);
  });

  it('does not let even an admin create a record for someone else, which a sign-up could claim', async () => {
    const admin = await buildUser(t, { email: 'admin3@example.com' });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const res = await admin.client.post('/api/users', { email: 'future@example.com', name: 'Future' });
    expect(res.status).toBe(403);
    expect(await t.db.$count(users, eq(users.email, 'future@example.com'))).toBe(0);
  });

  it('answers 400, not 500, for text the database cannot store, and stores nothing', async () => {
    const { client, email, user } = await buildUser(t);
    await t.db.delete(users).where(eq(users.id, user.id));
    const res = await client.post<{ code: string }>('/api/users', { email, name: 'Nul\u0000Name' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
  });
});

describe('POST /api/subscribe-mailing-list', () => {
  const subscription = (email: string) => t.db.select().from(mailingListSubscriptions).where(eq(mailingListSubscriptions.email, email));

  it('stores the opt-in with its time, and a later opt-out flag does not withdraw it', async () => {
    const { client, email, user } = await buildUser(t);
    const res = await client.post('/api/subscribe-mailing-list', {
      email,
      name: 'Ann',
      autoSubscribe: true,
      hasOptedIn: true,
    });
    expect(res.status).toBe(200);
    const [row] = await subscription(email);
    expect(row).toMatchObject({ hasOptedIn: true, name: 'Ann', userId: user.id });
    expect(row?.optedInAt).toBeInstanceOf(Date);
    await client.post('/api/subscribe-mailing-list', { email, name: '', autoSubscribe: true, hasOptedIn: false });
    const [after] = await subscription(email);
    expect(after).toMatchObject({ hasOptedIn: true, name: 'Ann', optedInAt: row?.optedInAt });
  });

  it('records a sign-up without opt-in as not opted in', async () => {
    const { client, email } = await buildUser(t);
    await client.post('/api/subscribe-mailing-list', { email, name: '', autoSubscribe: true, hasOptedIn: false });
    const [row] = await subscription(email);
    expect(row).toMatchObject({ hasOptedIn: false, optedInAt: null });
  });

  it('refuses anonymous callers, other people and malformed bodies with a JSON message', async () => {
    const { client, email } = await buildUser(t);
    const body = { email, name: '', autoSubscribe: true, hasOptedIn: true };
    expect((await createClient(t.app).post('/api/subscribe-mailing-list', body)).status).toBe(401);
    const other = await client.post('/api/subscribe-mailing-list', { ...body, email: 'x@example.com' });
    expect(other.status).toBe(403);
    const bad = await client.post<{ message: string }>('/api/subscribe-mailing-list', { ...body, autoSubscribe: false });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/autoSubscribe/);
    expect(await subscription(email)).toHaveLength(0);
  });

  it("lets an admin record someone else's choice", async () => {
    const admin = await buildUser(t, { email: 'admin4@example.com' });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const res = await admin.client.post('/api/subscribe-mailing-list', {
      email: 'reader@example.com',
      name: 'Reader',
      autoSubscribe: true,
      hasOptedIn: true,
    });
    expect(res.status).toBe(200);
    expect(await subscription('reader@example.com')).toHaveLength(1);
  });
});
