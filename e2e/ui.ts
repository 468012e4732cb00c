import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TCreateColorRequest } from '#common/schemas/color.ts';
import { E2E } from './e2e-env';
import { CONFIRM_LINK, linkIn, type SmtpCapture } from './smtp';

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

/**
 * Opens the confirmation link mailed to `email` in the browser that signed up, and confirms: the
 * password given at sign-up is kept, so the page asks for none.
 */
export async function confirmThroughMail(page: Page, smtp: SmtpCapture, email: string) {
  const mail = await smtp.nextMailTo(email, /Confirm your/);
  await page.goto(linkIn(mail, CONFIRM_LINK));
  // Token and address leave the address bar before anything (a page view) can report them.
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await expect(page.getByText(`Confirm that ${email} is yours`)).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(toast(page, 'E-mail confirmed')).toBeVisible();
}

/** Signs a new artist up through the dialog and the mailed confirmation, as a person would; returns the e-mail used. */
export async function signUpThroughUi(
  page: Page,
  smtp: SmtpCapture,
  options: { name: string; email?: string; password?: string },
): Promise<string> {
  const email = options.email ?? `artist-${randomUUID()}@example.com`;
  const password = options.password ?? 'artist-password-1';
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill(options.name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  await confirmThroughMail(page, smtp, email);
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

export type TPaint = Omit<TCreateColorRequest, 'paletteId'>;

/**
 * A Watercolor palette of the signed-in artist's (`email`), shared by link as the Share dialog's
 * switch does, holding `paints`: made through the API with the page's own session; its id.
 */
export async function createSharedPalette(
  page: Page,
  email: string,
  palette: { name: string; rows: number; columns: number },
  paints: readonly TPaint[] = [],
): Promise<string> {
  const api = pageApi(page);
  const user = await page.request.get(`/api/user/email/${encodeURIComponent(email)}`);
  expect(user.ok()).toBe(true);
  const { id: userId } = (await user.json()) as { id: string };
  const created = await api.post('/api/palettes', { ...palette, medium: 'Watercolor', userId });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await api.put(`/api/palettes/${id}`, { shareEnabled: true })).ok()).toBe(true);
  for (const paint of paints) {
    const res = await api.post('/api/colors', { paletteId: id, ...paint });
    expect(res.status(), await res.text()).toBe(201);
  }
  return id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A swatch by its paint's full name and its place ('grid slot 1', 'working area cell 2, owned').
 * Its accessible name begins with what it shows (WCAG 2.5.3), which may come before: the label's
 * short form ('Quin. Rose, Quinacridone Rose, grid slot 1'), and in values its L* ('L* 46, …').
 */
export function swatchNamed(scope: Page | Locator, paintName: string, place: string) {
  return scope.getByRole('button', { name: new RegExp(`^(?:.+, )?${escapeRegExp(paintName)}, ${escapeRegExp(place)}$`) });
}
