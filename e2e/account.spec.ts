import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { CONFIRM_LINK, linkIn } from './smtp';
import { openAuthDialog, pageApi, toast } from './ui';

// Issue 30: a painter takes their data with them, then leaves; their address is free again.
test('a painter downloads their data and deletes their account; the address then signs up again as new', async ({ page, smtp, signIn }) => {
  const password = 'artist-password-1';
  const email = await signIn(page, { name: 'Gwen John', password });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', {
    userId: me.id,
    name: 'Tenby greys',
    medium: 'Watercolor',
    rows: 2,
    columns: 4,
  });
  expect(created.status()).toBe(201);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Profile settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Profile Settings' });
  const downloading = page.waitForEvent('download');
  await settings.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['profile.json', 'palettes/001 Tenby greys.csv', 'palettes/001 Tenby greys.ase']),
  );
  expect(JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()))).toMatchObject({ user: { email, name: 'Gwen John' } });

  await settings.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm.getByText('Master palettes you made as an admin stay with the brand')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/delete-account-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/screens/delete-account-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirm.getByLabel('Your password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('That password is not right.')).toBeVisible();
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

  // Signing in with the old password finds no account; signing up with the address makes a new one.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  const since = smtp.mails.length;
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill('Gwen John');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('another-password-2');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  const mail = await smtp.nextMailTo(email, /Confirm your/, 10_000, since);
  await page.goto(linkIn(mail, CONFIRM_LINK));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(toast(page, 'E-mail confirmed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No palettes found' })).toBeVisible();
  const again = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  expect(again.id).not.toBe(me.id);
});
