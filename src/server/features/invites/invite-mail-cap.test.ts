import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInviteSummary } from '#common/schemas/invite.ts';
import { invites, rateLimits } from '#server/db/schema/index.ts';
import { eventually } from '#server/test/eventually.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';
import { startSmtpCapture } from '#server/test/smtp-capture.ts';

// Issue 41 item 6: inviting and revoking one stranger 8 times mailed them 8 times.
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let owner: BuiltUser;
let other: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Palette Library <hello@example.com>' });
  owner = await buildUser(t);
  other = await buildUser(t);
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
});
afterAll(() => smtp.close());

/** An hour goes by for every counter: each test starts with every budget unspent. */
const anHourPasses = () => t.db.delete(rateLimits);
beforeEach(anHourPasses);

type Answer = { status: number; body: TInviteSummary & { message: string; code: string }; headers: Headers };
const invite = async (sender: BuiltUser, email: string): Promise<Answer> => {
  const palette = await buildPalette(t.db, { userId: sender.user.id });
  return sender.client.post(`/api/palettes/${palette.id}/invites`, { email });
};
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const liveInvitesTo = (email: string) =>
  t.db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.inviteeEmail, email), isNull(invites.revokedAt)));

describe('invitation mail to one address', () => {
  it('is mailed at most 3 times an hour, whoever sends; past that nothing is kept and the sender is told', async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    const palette = await buildPalette(t.db, { userId: owner.user.id, name: 'Harbour' });
    // Invite and revoke, again and again.
    const statuses: number[] = [];
    let refused: Answer | null = null;
    for (let round = 0; round < 8; round += 1) {
      const res: Answer = await owner.client.post(`/api/palettes/${palette.id}/invites`, { email: stranger });
      statuses.push(res.status);
      if (res.status === 201) expect((await owner.client.delete(`/api/invites/${res.body.id}`)).status).toBe(204);
      else refused = res;
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(refused?.body).toEqual({
      message: 'This address has been sent several invitations in the last hour. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(60 * 59);
    // Another sender, an admin too, is held back alike; the refused invitations were not kept.
    expect((await invite(other, stranger)).status).toBe(429);
    expect((await invite(admin, stranger)).status).toBe(429);
    expect(await liveInvitesTo(stranger)).toEqual([]);

    // Another address is not held back. The stranger got the three mails of the invitations kept.
    const friend = `friend-${Date.now()}@example.com`;
    expect((await invite(owner, friend)).status).toBe(201);
    await smtp.nextMailTo(friend, /invited you to the palette/);
    await eventually(() => expect(mailsTo(stranger)).toHaveLength(3));

    // An hour on, the address can be invited again.
    await anHourPasses();
    expect((await invite(owner, stranger)).status).toBe(201);
  });

  it('counts only invitations that are mailed: a refused one (already invited, one’s own address) costs nothing', async () => {
    const friend = `counted-${Date.now()}@example.com`;
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    expect((await owner.client.post(`/api/palettes/${palette.id}/invites`, { email: friend })).status).toBe(201);
    for (let i = 0; i < 5; i += 1)
      expect((await owner.client.post(`/api/palettes/${palette.id}/invites`, { email: friend })).status).toBe(409);
    expect((await invite(owner, friend)).status).toBe(201);
    expect((await invite(other, friend)).status).toBe(201);
    expect((await invite(other, friend)).status).toBe(429);
  });

  it('answers alike for an address with an account and one without, and keeps no address in its counters', async () => {
    const member = await buildUser(t);
    const nobody = `nobody-${Date.now()}@example.com`;
    const answers = [];
    for (const email of [member.email, nobody]) {
      for (let i = 0; i < 3; i += 1) expect((await invite(owner, email)).status).toBe(201);
      const res = await invite(owner, email);
      answers.push({ status: res.status, body: res.body, retryAfter: Number(res.headers.get('retry-after')) > 0 });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(429);
    const counters = await t.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'invitationMailPerRecipient%'));
    expect(counters).toHaveLength(2);
    expect(counters.some(({ key }) => key.includes('@'))).toBe(false);
  });
});
