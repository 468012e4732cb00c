import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { expect } from './fixtures';

/**
 * The toast as it is shown, inside Radix's notification viewport. An open dialog marks the viewport
 * aria-hidden, hence includeHidden; toBeVisible() then checks what is on screen. Radix's own
 * screen-reader copy lives outside the viewport for 1 s only and is not asserted on.
 */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

export async function openAuthDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Palette Library' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs a new artist up through the dialog, as a person would; returns the e-mail used. */
export async function signUpThroughUi(
  page: Page,
  options: { name: string; email?: string; password?: string },
): Promise<string> {
  const email = options.email ?? `artist-${randomUUID()}@example.com`;
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill(options.name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(options.password ?? 'artist-password-1');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  return email;
}

/**
 * Writes through the API with the page's own session, as the app's client would. A browser names
 * the page's origin on every write (and the server refuses writes from anywhere else); Playwright's
 * request context does not, so it is said here.
 */
export function pageApi(page: Page) {
  const headers = { origin: E2E.baseUrl };
  return {
    post: (path: string, data: unknown) => page.request.post(path, { data, headers }),
    put: (path: string, data: unknown) => page.request.put(path, { data, headers }),
  };
}
