import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pino from 'pino';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { directSession } from '#server/test/direct-session.ts';
import { E2E, E2E_ADMIN_EMAILS } from './e2e-env';
import type { SmtpCapture } from './smtp';
import { signUpThroughUi } from './ui';

/** Who a journey signs in: a new person by default; an address that has an account signs that one in. */
export interface Person {
  name: string;
  email?: string;
  password?: string;
}

/** Signs a person in on a page and leaves it on the app's first page, signed in; their address. */
export type SignIn = (page: Page, person: Person) => Promise<string>;

/** The page shows the app's first page, signed in as `name`. */
async function onFirstPage(page: Page, name: string) {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
}

/**
 * People signed in without the sign-up screens and mail, for the journeys that are not about
 * signing up (issue 43; Epic Stack's cookie login is the model): the worker opens the run's
 * database, the auth library's own adapter makes the person and a session as the API tests'
 * factory does (src/server/test/direct-session.ts), and the browser gets the session cookie.
 * A sign-up through the screens and the mailed link took 3.4 s a person (six on a quiet machine),
 * this 0.4 s. Only on PostgreSQL: the embedded database is the server's alone, in its process, so
 * on PGlite a person with an address and password signs in through the API where the address has
 * an account, and anyone else signs up through the screens and the mail `smtp` catches.
 */
export async function openSignIn(smtp: SmtpCapture): Promise<{ signIn: SignIn; close(): Promise<void> }> {
  if (!E2E.databaseUrl) {
    return {
      async signIn(page, person) {
        if (person.email && person.password) {
          const signedIn = await page.request.post('/api/auth/sign-in/email', {
            data: { email: person.email, password: person.password },
            headers: { origin: E2E.baseUrl },
          });
          if (signedIn.ok()) {
            await onFirstPage(page, person.name);
            return person.email;
          }
        }
        return signUpThroughUi(page, smtp, person);
      },
      close: async () => undefined,
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: E2E.baseUrl,
    DATABASE_URL: E2E.databaseUrl,
    ADMIN_EMAILS: E2E_ADMIN_EMAILS,
    AUTH_SECRET: E2E.authSecret,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ kind: 'postgres', url: E2E.databaseUrl });
  // No mail: an address made here is confirmed already.
  const mailer = { send: () => Promise.reject(new Error('a direct session sends no mail')) };
  const { auth } = createApp({ config, database, mailer, logger: pino({ level: 'silent' }), authSecret: E2E.authSecret });
  return {
    async signIn(page, person) {
      const email = person.email ?? `artist-${randomUUID()}@example.com`;
      const cookie = await directSession(auth, { email, name: person.name, password: person.password ?? 'artist-password-1' });
      await page.context().addCookies([{ ...cookie, url: E2E.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
      await onFirstPage(page, person.name);
      return email;
    },
    close: () => database.close(),
  };
}
