import type { TUser } from '#common/schemas/user.ts';
import type { App } from '#server/app.ts';
import type { Auth } from '#server/features/auth/auth.ts';
import type { Mail } from '#server/mail/mailer.ts';
import { createClient, type TestClient } from './client';
import { directSession } from './direct-session';
import type { Outbox } from './outbox';

let sequence = 0;

export interface BuiltUser {
  client: TestClient;
  user: TUser;
  email: string;
  password: string;
}

type UserOverrides = { email?: string; name?: string; password?: string };

/** The token of the confirmation link in a confirmation mail. */
export function confirmationTokenIn(mail: Mail): string {
  const token = /\/confirm-email\?token=([^&\s"]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${mail.text}`);
  return decodeURIComponent(token);
}

function newIdentity(overrides: UserOverrides) {
  sequence += 1;
  return {
    email: (overrides.email ?? `artist${sequence}-${Date.now()}@example.com`).toLowerCase(),
    name: overrides.name ?? '',
    password: overrides.password ?? 'correct-horse-1',
  };
}

async function productUserOf(client: TestClient, email: string): Promise<TUser> {
  const me = await client.get<TUser>(`/api/user/email/${encodeURIComponent(email)}`);
  if (me.status !== 200) throw new Error(`no product user: ${me.status} ${JSON.stringify(me.body)}`);
  return me.body;
}

/**
 * A signed-in person with a confirmed address, made directly (direct-session.ts): the client gets
 * the session's signed cookie. For every test that is not about signing up; those use signUpThroughMail.
 */
export async function buildUser({ app, auth }: { app: App; auth: Auth }, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const person = newIdentity(overrides);
  const cookie = await directSession(auth, person);
  const client = createClient(app, { cookies: new Map([[cookie.name, cookie.value]]) });
  return { client, user: await productUserOf(client, person.email), email: person.email, password: person.password };
}

/**
 * A new person as the app makes one: signed up, and the address confirmed by the mailed link in
 * the same browser (which keeps the password and signs them in). Returns their signed-in client.
 * For the tests of signing up.
 */
export async function signUpThroughMail({ app, outbox }: { app: App; outbox: Outbox }, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const { email, name, password } = newIdentity(overrides);
  const client = createClient(app);
  const expectOk = (res: { status: number; body: unknown }, step: string) => {
    if (res.status !== 200) throw new Error(`${step} failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  expectOk(await client.post('/api/auth/sign-up/email', { email, password, name }), 'sign-up');
  const token = confirmationTokenIn(await outbox.next(email, /^Confirm your/));
  // Confirmed in the browser that signed up: the password given then is kept, and it is signed in.
  expectOk(await client.post('/api/auth/confirm-registration', { token }), 'confirmation');
  return { client, user: await productUserOf(client, email), email, password };
}
