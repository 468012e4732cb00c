import type { TUser } from '../../common/schemas/user';
import type { App } from '../app';
import { createClient, type TestClient } from './client';

let sequence = 0;

export interface BuiltUser {
  client: TestClient;
  user: TUser;
  email: string;
  password: string;
}

/** Signs a new person up through the real sign-up endpoint and returns their signed-in client. */
export async function buildUser(
  { app }: { app: App },
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<BuiltUser> {
  sequence += 1;
  const email = overrides.email ?? `artist${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct-horse-1';
  const client = createClient(app);
  const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: overrides.name ?? '' });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const me = await client.get<TUser>(`/api/user/email/${encodeURIComponent(email)}`);
  if (me.status !== 200) throw new Error(`no product user: ${me.status} ${JSON.stringify(me.body)}`);
  return { client, user: me.body, email: email.toLowerCase(), password };
}
