import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { checkPasswordRules } from './password-rules';
import { refuseUnstorableText } from './unstorable-text';

/** Set by the app from the connection (or a trusted proxy); client-sent values are overwritten. */
export const CLIENT_IP_HEADER = 'x-palette-client-ip';

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
  logger: Logger;
  onIdentityCreated: (identity: AuthIdentityCreated) => Promise<void>;
}

export function createAuth(options: CreateAuthOptions) {
  const { config, db, secret, mailer, logger, onIdentityCreated } = options;
  const limit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  return betterAuth({
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
    // Verification is not needed to sign in (the spec has no such step); it is what makes an
    // address in ADMIN_EMAILS an admin, so nobody gains admin by signing up with that address.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationMail({ to: user.email, name: user.name, productName: config.productName, url }));
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: config.passwordPolicy.minLength,
      maxPasswordLength: config.passwordPolicy.maxLength,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // The link opens the app's own screen, which posts the new password with this token.
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, productName: config.productName, url }));
      },
    },
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
      cookiePrefix: 'palette',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnstorableText(ctx);
        checkPasswordRules(ctx, config.passwordPolicy);
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
}

export type Auth = ReturnType<typeof createAuth>;
