import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';

/** The signed cookie naming the account this browser just signed up (its id), for an hour. */
const REGISTRANT_COOKIE = 'registrant';
const REGISTRANT_SECONDS = 60 * 60;

interface SignUpAnswer {
  user?: { id?: unknown };
}

/**
 * Issue 27: a person who signs up and opens the confirmation link in the same browser types their
 * password once. Confirming an address is choosing its password (decision 013) because whoever
 * holds the link proves the mailbox, not the password typed at sign-up, which anybody could have
 * chosen. In the browser that signed up, that password is the person's own: sign-up leaves a signed
 * cookie naming the account it made, and the link opened beside that cookie confirms the address
 * and keeps the password. Anywhere else the link asks for a password, as before.
 *
 * A sign-up for an address that already has an account answers as a new one (decision 013), with a
 * made-up account whose id no link names: so the cookie says nothing, and someone who signs up with
 * an address another registered first cannot confirm the other's password by it.
 */
export function registrantConfirmation(options: { onConfirmed: (userId: string) => Promise<void> }) {
  return {
    id: 'registrant-confirmation',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const answer = ctx.context.returned as SignUpAnswer | undefined;
            const userId = answer?.user?.id;
            if (typeof userId !== 'string') return;
            const cookie = ctx.context.createAuthCookie(REGISTRANT_COOKIE, { maxAge: REGISTRANT_SECONDS });
            await ctx.setSignedCookie(cookie.name, userId, ctx.context.secret, cookie.attributes);
          }),
        },
      ],
    },
    endpoints: {
      /** Whether the link is this browser's own sign-up's, so the page need not ask for a password. */
      registrationLink: createAuthEndpoint(
        '/confirm-registration',
        { method: 'GET', query: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => ctx.json({ byRegistrant: (await registrantUser(ctx, ctx.query.token)) !== null }),
      ),
      /** Confirms the address of the account this browser signed up, keeping its password, and signs in. */
      confirmRegistration: createAuthEndpoint(
        '/confirm-registration',
        { method: 'POST', body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const userId = await registrantUser(ctx, ctx.body.token);
          if (!userId)
            throw APIError.from('FORBIDDEN', { code: 'NOT_THE_REGISTRANT', message: 'Choose a password to confirm this address.' });
          if (!(await ctx.context.internalAdapter.consumeVerificationValue(`reset-password:${ctx.body.token}`))) {
            throw APIError.from('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' });
          }
          await options.onConfirmed(userId);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          const session = await ctx.context.internalAdapter.createSession(userId);
          if (!user || !session) throw APIError.from('INTERNAL_SERVER_ERROR', { code: 'NO_SESSION', message: 'Could not sign in.' });
          await setSessionCookie(ctx, { session, user });
          expireCookie(ctx, ctx.context.createAuthCookie(REGISTRANT_COOKIE));
          return ctx.json({ status: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

type EndpointContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The account a working confirmation `token` is for, when this browser signed it up and it is
 * still unconfirmed; otherwise null.
 */
async function registrantUser(ctx: EndpointContext, token: string): Promise<string | null> {
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const cookie = ctx.context.createAuthCookie(REGISTRANT_COOKIE);
  const registrant = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!registrant || registrant !== verification.value) return null;
  const user = await ctx.context.internalAdapter.findUserById(registrant);
  return user && !user.emailVerified ? user.id : null;
}
