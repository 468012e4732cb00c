import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUsersPage } from '#common/schemas/admin.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;
let regular: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { name: 'Head of Studio' });
  await makeAdmin(t.db, admin.user.id);
  regular = await buildUser(t, { email: 'jane.doe@example.com', name: 'Jane Doe' });
});

const ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<[method: 'get' | 'put' | 'post', path: string, body?: unknown]> = [
  ['get', '/api/admin/users'],
  ['put', `/api/admin/users/${ID}/quota`, { maxPalettes: 5, isAdmin: false }],
  ['get', '/api/admin/master-palettes'],
  ['post', '/api/admin/master-palettes', { name: 'x', medium: 'Watercolor' }],
  ['put', `/api/admin/toggle-distribution/${ID}`, { isDistributed: true }],
  ['post', `/api/admin/promote-palette/${ID}`],
  ['post', '/api/admin/reset-all-distributions'],
  ['post', '/api/admin/verify-affiliate-links'],
];

describe('admin routes', () => {
  it('refuse anonymous callers (401) and regular users (403)', async () => {
    const anonymous = createClient(t.app);
    for (const [method, path, body] of ROUTES) {
      expect((await anonymous[method](path, body)).status, `${method} ${path}`).toBe(401);
      expect((await regular.client[method](path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('GET /api/admin/users', () => {
  it('pages users newest first with their palette counts, and searches e-mail and names', async () => {
    const page = await admin.client.get<TAdminUsersPage>('/api/admin/users?pageSize=1&page=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(page.body.users).toHaveLength(1);
    expect(page.body.users[0]).toMatchObject({ id: admin.user.id, isAdmin: true, paletteCount: 0 });
    const found = await admin.client.get<TAdminUsersPage>('/api/admin/users?search=DOE');
    expect(found.body.users.map((u) => u.email)).toEqual(['jane.doe@example.com']);
    const literal = await admin.client.get<TAdminUsersPage>('/api/admin/users?search=%25');
    expect(literal.body.total).toBe(0);
    expect((await admin.client.get('/api/admin/users?pageSize=101')).status).toBe(400);
  });
});

describe('PUT /api/admin/users/{userId}/quota', () => {
  it('sets quota 1-50 and the admin flag, refusing out-of-range values and self-demotion', async () => {
    const path = `/api/admin/users/${regular.user.id}/quota`;
    expect((await admin.client.put(path, { maxPalettes: 0, isAdmin: false })).status).toBe(400);
    expect((await admin.client.put(path, { maxPalettes: 51, isAdmin: false })).status).toBe(400);
    const raised = await admin.client.put<TUser>(path, { maxPalettes: 10, isAdmin: true });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ maxPalettes: 10, isAdmin: true });
    await admin.client.put(path, { maxPalettes: 10, isAdmin: false });
    const self = await admin.client.put<{ message: string }>(`/api/admin/users/${admin.user.id}/quota`, {
      maxPalettes: 5,
      isAdmin: false,
    });
    expect(self.status).toBe(409);
    const [me] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(me?.isAdmin).toBe(true);
    expect((await admin.client.put(`/api/admin/users/${ID}/quota`, { maxPalettes: 5, isAdmin: false })).status).toBe(404);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    await makeAdmin(t.db, first.user.id);
    await makeAdmin(t.db, second.user.id);
    const results = await Promise.all([
      first.client.put(`/api/admin/users/${second.user.id}/quota`, { maxPalettes: 2, isAdmin: false }),
      second.client.put(`/api/admin/users/${first.user.id}/quota`, { maxPalettes: 2, isAdmin: false }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const flags = await t.db
      .select({ isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, [first.user.id, second.user.id]));
    expect(flags.filter((f) => f.isAdmin)).toHaveLength(1);
  });

  it('does not turn an ADMIN_EMAILS admin into a flagged one when their quota is saved', async () => {
    const configured = await buildUser(t, { email: ADMIN_EMAIL });
    const saved = await admin.client.put<TUser>(`/api/admin/users/${configured.user.id}/quota`, { maxPalettes: 7, isAdmin: true });
    expect(saved.body).toMatchObject({ isAdmin: true, maxPalettes: 7 });
    const [row] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, configured.user.id));
    expect(row?.isAdmin).toBe(false);
  });

  it('gives a demoted admin the masters distributed meanwhile', async () => {
    const curator = await buildUser(t);
    await makeAdmin(t.db, curator.user.id);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, name: 'Winter set' });
    await admin.client.put(`/api/admin/users/${curator.user.id}/quota`, { maxPalettes: 2, isAdmin: false });
    const theirs = await curator.client.get<TPalette[]>('/api/palettes/user');
    expect(theirs.body.filter((p) => p.originalPaletteId === master.id && p.isPushedByAdmin)).toHaveLength(1);
  });
});
