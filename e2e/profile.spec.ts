import sharp from 'sharp';
import { expect, test } from './fixtures';

const AVATAR_MAX_BYTES = 5_242_880;

function portrait() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer();
}

test('an artist names themself and changes the avatar, both only when saved; the header shows them, also after a reload', async ({
  page,
  signIn,
}) => {
  await signIn(page, { name: 'Mary Cassatt' });
  const header = page.getByRole('banner');
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const displayName = dialog.getByLabel('Display name');
  await header.getByRole('button', { name: 'Profile settings' }).click();

  // 51 characters, or none but spaces, are refused in the form.
  await displayName.fill('x'.repeat(51));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 50 characters.')).toBeVisible();
  await displayName.fill('  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Display name is required.')).toBeVisible();

  // The picture goes up through the uploader and shows in the dialog; the header keeps the old
  // look until Save, and closing without saving changes nothing.
  const headerPicture = page.locator('header img');
  const upload = async () => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await (await chooser).setFiles({ name: 'cassatt.png', mimeType: 'image/png', buffer: await portrait() });
    await expect(dialog.getByText('Done')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Your new avatar, saved with Save' })).toBeVisible();
    await expect(dialog.getByText('This picture becomes your avatar when you save.')).toBeVisible();
  };
  await upload();
  await expect(headerPicture).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await header.getByRole('button', { name: 'Profile settings' }).click();
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await expect(headerPicture).toHaveCount(0);

  await upload();
  await page.screenshot({ path: 'test-results/screens/profile-avatar-1280.png' });
  await displayName.fill('  M. Cassatt ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByText('M. Cassatt', { exact: true })).toBeVisible();
  // The open dialog hid the page from assistive technology, so the header's picture is found by its tag.
  await expect(headerPicture).toHaveAttribute('src', /\/api\/storage\/avatars\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/);
  const src = await headerPicture.getAttribute('src');

  await page.reload();
  await expect(header.getByText('M. Cassatt', { exact: true })).toBeVisible();
  await expect(header.locator('img')).toHaveAttribute('src', src ?? '');
  expect(await header.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  // Removing waits for Save too.
  await header.getByRole('button', { name: 'Profile settings' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText('Your avatar is removed when you save.')).toBeVisible();
  await expect(headerPicture).toHaveAttribute('src', src ?? '');
  await page.keyboard.press('Escape');
  await expect(headerPicture).toHaveAttribute('src', src ?? '');

  // A file over 5 MB never leaves the browser: the uploader says why, in the spec's words.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/objects/upload')) uploads.push(request.url());
  });
  // On a phone the header's entries are in the account menu.
  await page.setViewportSize({ width: 375, height: 740 });
  await header.getByRole('button', { name: /^M\. Cassatt\b.*Menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Profile settings' }).click();
  const bigChooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload picture' }).click();
  await (await bigChooser).setFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(AVATAR_MAX_BYTES + 1) });
  await expect(dialog.getByRole('alert')).toHaveText('big.png exceeds maximum allowed size of 5 MB');
  await page.screenshot({ path: 'test-results/screens/profile-avatar-375.png' });
  expect(uploads).toEqual([]);
  // A later good picture clears the earlier refusal.
  await upload();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
