// A signed-in person made without the sign-up screens or mail, for the API tests (factories.ts)
// and the journeys (e2e/sessions.ts); no test-runner imports here.
import { createHmac } from 'node:crypto';
import type { Auth } from '#server/features/auth/auth.ts';

export interface DirectPerson {
  email: string;
  name: string;
  password: string;
}

/** One hash per password per process: scrypt is what makes signing up slow. */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A session of the person with this address, made directly: the auth library's own adapter creates
 * the identity with a confirmed address (so the app's identity hook makes the product user and
 * pushes distributed masters, as at sign-up) and a password account, unless the address has one
 * already, and a session. Returns the session cookie as the auth library signs it: the token, a
 * dot, and its HMAC-SHA256 in base64, URI-encoded.
 */
export async function directSession(auth: Auth, person: DirectPerson): Promise<{ name: string; value: string }> {
  const context = await auth.$context;
  const email = person.email.toLowerCase();
  let userId = (await context.internalAdapter.findUserByEmail(email))?.user.id;
  if (!userId) {
    let hash = passwordHashes.get(person.password);
    if (!hash) passwordHashes.set(person.password, (hash = context.password.hash(person.password)));
    const identity = await context.internalAdapter.createUser(
      { email, name: person.name, emailVerified: true },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: identity.id,
      providerId: 'credential',
      accountId: identity.id,
      password: await hash,
    });
    userId = identity.id;
  }
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return { name: context.authCookies.sessionToken.name, value: encodeURIComponent(`${session.token}.${signature}`) };
}
