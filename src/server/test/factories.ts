import type { TUser } from '../../common/schemas/user';
import type { App } from '../app';
import type { Mail } from '../mail/mailer';
import type { Outbox } from './outbox';
import { createClient, type TestClient } from './client';

let sequence = 0;

export interface BuiltUser {
  client: TestClient;
  user: TUser;
  email: string;
  password: string;
}

/** The token of the confirmation link in a confirmation mail. */
export function confirmationTokenIn(mail: Mail): string {
  const token = /\/confirm-email\?token=([^&\s"]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${mail.text}`);
  return decodeURIComponent(token);
}

/**
 * A new person as the app makes one: signed up, address confirmed by the mailed link (which sets
 * the password), signed in. Returns their signed-in client.
 */
export async function buildUser(
  { app, outbox }: { app: App; outbox: Outbox },
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<BuiltUser> {
  sequence += 1;
  const email = (overrides.email ?? `artist${sequence}-${Date.now()}@example.com`).toLowerCase();
  const password = overrides.password ?? 'correct-horse-1';
  const client = createClient(app);
  const expectOk = (res: { status: number; body: unknown }, step: string) => {
    if (res.status !== 200) throw new Error(`${step} failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  expectOk(await client.post('/api/auth/sign-up/email', { email, password, name: overrides.name ?? '' }), 'sign-up');
  const token = confirmationTokenIn(await outbox.next(email, /^Confirm your/));
  expectOk(await client.post('/api/auth/reset-password', { newPassword: password, token }), 'confirmation');
  expectOk(await client.post('/api/auth/sign-in/email', { email, password }), 'sign-in');
  const me = await client.get<TUser>(`/api/user/email/${encodeURIComponent(email)}`);
  if (me.status !== 200) throw new Error(`no product user: ${me.status} ${JSON.stringify(me.body)}`);
  return { client, user: me.body, email, password };
}
