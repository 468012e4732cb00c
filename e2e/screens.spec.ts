import { expect, test } from './fixtures';
import { openAuthDialog } from './ui';

// Issue 41's screens: working-area names and swatch names (item 10), the sign-in dialog's focus and
// touch targets (13), the color-details tooltip (14), a phone's grid and header (15).

test('the sign-in dialog opens on its first field and gives focus back to what opened it', async ({ page }) => {
  const dialog = await openAuthDialog(page);
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeFocused();
  await page.getByRole('button', { name: 'Get Started' }).press('Enter');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeFocused();
});
