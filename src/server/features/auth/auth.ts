import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { defaultUserName } from '#common/user-name.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications, users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { ObjectStore } from '#server/features/objects/index.ts';
import type { Mail, Mailer } from '#server/mail/mailer.ts';
import { recipientKey } from '#server/mail/recipient-key.ts';
import { accountExistsMail, confirmationMail, passwordResetMail } from '#server/mail/templates.ts';
import type { RateLimits } from '#server/rate-limits.ts';
import { accountFieldRules } from './account-fields';
import { processPasswordHashing } from './password-hashing';
import { checkPasswordRules } from './password-rules';
import { registrantConfirmation } from './registrant';
import { refuseUnstorableText } from './unstorable-text';

/** Set by the app from the connection (or a trusted proxy); client-sent values are overwritten. */
export const CLIENT_IP_HEADER = 'x-palette-client-ip';
/** Session cookies are named `palette.session_token` (`__Secure-` in front over https). */
export const AUTH_COOKIE_PREFIX = 'palette';

export interface AuthIdentityCreated {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface CreateAuthOptions {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  rateLimits: RateLimits;
  logger: Logger;
  /** The object store, whose avatar URLs are the only pictures an identity may name. */
  objects: ObjectStore;
  onIdentityCreated: (identity: AuthIdentityCreated) => Promise<void>;
}

export function createAuth(options: CreateAuthOptions) {
  const { config, db, secret, mailer, rateLimits, logger, onIdentityCreated } = options;
  const fields = accountFieldRules(options.objects);
  // Account mail is capped per recipient (rate-limits.ts). Over the cap it is not sent and the asker
  // is answered as always (the mail goes out after the answer anyway), so the cap tells nobody
  // whether the address has an account. The counter is keyed on a hash: no address is stored there.
  async function sendAccountMail(mail: Mail) {
    try {
      await rateLimits.consume('accountMailPerRecipient', recipientKey(mail.to));
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'RATE_LIMITED') throw err;
      logger.warn({ subject: mail.subject }, 'account mail not sent: this address had its hourly share');
      return;
    }
    await mailer.send(mail);
  }
  const limit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  // A confirmation link is a password-setting token: made by the reset endpoint, mailed by
  // sendResetPassword. Set once the instance exists (its own API makes the token).
  let mailConfirmation: (email: string) => Promise<void> = () => Promise.reject(new Error('auth is not ready'));
  /**
   * The address of `userId` is proven: it is confirmed, and every other reset or confirmation link
   * of the account stops working. `name`, when given, replaces the registrant's choice of name.
   */
  async function markConfirmed(userId: string, name: string | null) {
    await inTransaction(db, async (tx) => {
      const [identity] = await tx
        .update(authUsers)
        .set({ emailVerified: true, updatedAt: sql`now()`, ...(name === null ? {} : { name }) })
        .where(eq(authUsers.id, userId))
        .returning({ email: authUsers.email });
      if (name !== null && identity) {
        await tx.update(users).set({ name, displayName: null, updatedAt: sql`now()` }).where(eq(users.email, identity.email));
      }
      await tx
        .delete(authVerifications)
        .where(and(like(authVerifications.identifier, 'reset-password:%'), eq(authVerifications.value, userId)));
    });
  }

  const auth = betterAuth({
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    // An account is usable once its address is confirmed, and confirming means choosing the
    // password (decision 013): the link is a password-setting token, mailed by sendResetPassword
    // as a confirmation while the address is unconfirmed. So whoever registers someone else's
    // address first gets nothing: the owner who confirms replaces their password, and every
    // session of the account ends. ADMIN_EMAILS rights follow a confirmed address only.
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password before confirming mails a fresh link.
      sendOnSignIn: true,
      async sendVerificationEmail({ user }) {
        await mailConfirmation(user.email);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: config.passwordPolicy.minLength,
      maxPasswordLength: config.passwordPolicy.maxLength,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: processPasswordHashing,
      async sendResetPassword({ user, token }) {
        // Both links open the app's own screens, which post the new password with this token.
        const query = `token=${encodeURIComponent(token)}`;
        const mail = user.emailVerified
          ? passwordResetMail({
              to: user.email,
              name: user.name,
              productName: config.productName,
              url: `${config.publicUrl}/reset-password?${query}`,
            })
          : confirmationMail({
              to: user.email,
              name: user.name,
              productName: config.productName,
              url: `${config.publicUrl}/confirm-email?${query}&email=${encodeURIComponent(user.email)}`,
            });
        await sendAccountMail(mail);
      },
      // A password set through a mailed link proves the address. Any other reset or confirmation
      // link of the account stops working (sessions already ended: revokeSessionsOnPasswordReset).
      // Confirming, the address's owner names the account (issue 41): the page shows the name
      // given at sign-up, to keep or correct, and sends it with the password; so a name someone
      // else registered the address under stays only if the owner, seeing it, keeps it (issue
      // 27). Without one, the name is the address's.
      async onPasswordReset({ user }, request) {
        if (user.emailVerified) return markConfirmed(user.id, null);
        await markConfirmed(user.id, fields.confirmedName(request) ?? defaultUserName(null, user.email));
      },
      // Signing up with an address that has an account answers exactly like a new sign-up; the
      // owner is told by mail (a confirmation link again while it is unconfirmed).
      async onExistingUserSignUp({ user }) {
        if (!user.emailVerified) return mailConfirmation(user.email);
        await sendAccountMail(
          accountExistsMail({
            to: user.email,
            name: user.name,
            productName: config.productName,
            signInUrl: `${config.publicUrl}/?signin=1`,
          }),
        );
      },
    },
    // The browser that signed up confirms without typing its password again (registrant.ts).
    plugins: [registrantConfirmation({ onConfirmed: (userId) => markConfirmed(userId, null) })],
    socialProviders: {
      ...(config.google ? { google: { ...config.google, prompt: 'select_account' as const } } : {}),
      ...(config.facebook ? { facebook: config.facebook } : {}),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 10,
      max: 100,
      customRules: {
        // Every page asks who is signed in; limiting that read guards no secret and, behind one
        // shared address (a school, an office), would sign people out. Guessing happens at sign-in.
        '/get-session': false,
        '/sign-in/*': limit,
        '/sign-up/*': limit,
        '/request-password-reset': limit,
        '/reset-password': limit,
      },
    },
    advanced: {
      // better-auth turns these checks off when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Mail goes out after the response, so its timing cannot tell whether an address has an
      // account, and a failed send is logged rather than lost.
      backgroundTasks: {
        handler: (task) => {
          task.catch((err: unknown) => logger.error({ err }, 'auth background task failed'));
        },
      },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnstorableText(ctx);
        checkPasswordRules(ctx, config.passwordPolicy);
        // Issue 41: a changed password ends every other session, whatever the client asks; the
        // one that changed it gets a new session (better-auth's revokeOtherSessions).
        if (ctx.path === '/change-password') return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        const checked = fields.check(ctx);
        return checked ? { context: checked } : undefined;
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await onIdentityCreated({ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified });
          },
        },
      },
    },
    logger: {
      log(level, message, ...args) {
        logger[level]({ args }, `[auth] ${message}`);
      },
    },
  });
  mailConfirmation = async (email) => {
    await auth.api.requestPasswordReset({ body: { email } });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
