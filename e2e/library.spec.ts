import type { Locator, Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { toast } from './ui';

async function createPalette(page: Page, fields: { name: string; medium?: string; rows?: string; tags?: string }) {
  await page.getByRole('button', { name: 'New palette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new palette' });
  await dialog.getByLabel('Name').fill(fields.name);
  if (fields.medium) await dialog.getByLabel('Medium').selectOption(fields.medium);
  if (fields.rows) await dialog.getByLabel('Rows').fill(fields.rows);
  if (fields.tags) await dialog.getByLabel('Tags').fill(fields.tags);
  await dialog.getByRole('button', { name: 'Create palette' }).click();
  return dialog;
}

async function chooseAction(page: Page, paletteName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${paletteName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const cardLink = (scope: Page | Locator, name: string) => scope.getByRole('link', { name, exact: true });

test('an artist keeps, finds, duplicates, shares and deletes palettes in the library', async ({ page, context, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.baseUrl });
  await signIn(page, { name: 'Berthe Morisot' });

  // A new library: every section answered and none has anything.
  await expect(page.getByRole('heading', { name: 'No palettes found' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '0 palettes' })).toBeVisible();

  // Two palettes fit the free quota.
  let dialog = await createPalette(page, { name: 'Cerulean Morning', rows: '2', tags: 'sky, Blues' });
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('region', { name: 'My palettes' });
  await expect(cardLink(mine, 'Cerulean Morning')).toHaveAttribute('href', /^\/palettes\/[0-9a-f-]{36}$/);
  dialog = await createPalette(page, {
    name: 'Earth Studies',
    medium: 'Oil Paint',
    tags: 'landscape, earth tones, umber, sienna',
  });
  await expect(dialog).toBeHidden();
  const earthCard = mine.getByRole('article').filter({ has: cardLink(page, 'Earth Studies') });
  await expect(earthCard).toContainText('Oil Paint · 0 colors');
  await expect(earthCard.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'landscape',
    'earth tones',
    'umber',
    '+1 more',
  ]);
  await expect(page.getByRole('region', { name: 'Shared with me' })).toContainText('No one has shared a palette with you yet.');

  // A third one: New palette says so in the spec's toast, as Duplicate does, with no form to fill in, and sends nothing.
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/palettes') creates.push(request.url());
  });
  await page.getByRole('button', { name: 'New palette' }).click();
  await expect(toast(page, "You've reached your free palette limit")).toContainText(
    'You have 2 free palettes! Please keep editing the ones you have or delete one to start anew.',
  );
  await expect(page.getByRole('dialog', { name: 'Create new palette' })).toHaveCount(0);
  expect(creates).toHaveLength(0);

  // Rename: the button waits for a different, non-blank name.
  await chooseAction(page, 'Earth Studies', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename palette' });
  await expect(rename.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await rename.getByLabel('Name').fill('   ');
  await expect(rename.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await rename.getByLabel('Name').fill('  Earth and Stone ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, 'Palette renamed')).toBeVisible();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: 'Actions for Earth and Stone', exact: true })).toBeFocused();

  // Favourite it, then show favourites only.
  const star = page.getByRole('button', { name: 'Favourite Earth and Stone', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const favouritesOnly = page.getByRole('button', { name: 'Favourites only' });
  await favouritesOnly.click();
  await expect(favouritesOnly).toHaveAttribute('aria-pressed', 'true');
  await expect(cardLink(page, 'Earth and Stone')).toBeVisible();
  await expect(cardLink(page, 'Cerulean Morning')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '1 palette' })).toBeVisible();
  await favouritesOnly.click();

  // Tag search narrows the list, case-insensitively, by part of a tag; the medium filter too.
  const search = page.getByRole('searchbox', { name: 'Search tags' });
  await search.fill('BLU');
  await expect(cardLink(page, 'Cerulean Morning')).toBeVisible();
  await expect(cardLink(page, 'Earth and Stone')).toBeHidden();
  await search.fill('ochre');
  await expect(page.getByRole('heading', { name: 'No palettes found' })).toBeVisible();
  await search.fill('');
  await page.getByRole('combobox', { name: 'Filter by medium' }).selectOption('Oil Paint');
  await expect(cardLink(page, 'Earth and Stone')).toBeVisible();
  await expect(cardLink(page, 'Cerulean Morning')).toBeHidden();
  await page.getByRole('combobox', { name: 'Filter by medium' }).selectOption('All mediums');
  await expect(page.getByRole('status').filter({ hasText: '2 palettes' })).toBeVisible();

  await page.screenshot({ path: 'test-results/screens/library-1280.png', fullPage: true });

  // The whole card opens the palette; a middle-click opens it in a new tab instead.
  const cerulean = cardLink(page, 'Cerulean Morning');
  const ceruleanPath = await cerulean.getAttribute('href');
  const [tab] = await Promise.all([context.waitForEvent('page'), cerulean.click({ button: 'middle' })]);
  await expect(tab).toHaveURL(`${E2E.baseUrl}${ceruleanPath}`);
  await tab.close();
  await expect(page).toHaveURL(`${E2E.baseUrl}/`);
  await mine
    .getByRole('article')
    .filter({ has: cerulean })
    .click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(`${E2E.baseUrl}${ceruleanPath}`);
  await page.goBack();

  // Delete asks first, in the spec's words: Cancel keeps the palette and gives focus back to its menu
  // button; confirming deletes it, which frees a slot for a duplicate.
  await chooseAction(page, 'Cerulean Morning', 'Delete');
  const question = page.getByRole('alertdialog', { name: 'Delete this palette permanently?' });
  await expect(question).toHaveAccessibleDescription('This cannot be undone and removes all its colors.');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Actions for Cerulean Morning', exact: true })).toBeFocused();
  await expect(cardLink(page, 'Cerulean Morning')).toBeVisible();
  await chooseAction(page, 'Cerulean Morning', 'Delete');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(cardLink(page, 'Cerulean Morning')).toBeHidden();
  await chooseAction(page, 'Earth and Stone', 'Duplicate');
  await expect(cardLink(mine, 'Earth and Stone (Copy)')).toBeVisible();
  // The quota is full again, so another duplicate is refused with the free-limit text.
  await chooseAction(page, 'Earth and Stone', 'Duplicate');
  await expect(toast(page, "You've reached your free palette limit")).toBeVisible();

  // Share: a new palette is private; once its owner turns the link on, the copied link opens its public view.
  await chooseAction(page, 'Earth and Stone', 'Share');
  const share = page.getByRole('dialog', { name: 'Share palette' });
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  await share.getByRole('switch', { name: 'Link sharing' }).click();
  await expect(share.getByRole('switch', { name: 'Link sharing' })).toBeChecked();
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${E2E.baseUrl}/palette/[0-9a-f-]{36}\\?share=true$`));
  await expect(share.getByLabel('Share link')).toHaveValue(link);
  await page.screenshot({ path: 'test-results/screens/library-share-1280.png' });
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Earth and Stone' })).toBeVisible();

  // The list view is remembered across visits.
  await page.goto('/');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(cardLink(page, 'Earth and Stone')).toBeVisible();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: 'test-results/screens/library-list-1280.png', fullPage: true });

  // A phone: no sideways scrolling, in either view, with the menu open too.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/library-list-375.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.getByRole('button', { name: 'Actions for Earth and Stone', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Print' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/library-menu-375.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/screens/library-375.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A slot freed, New palette opens its form.
  await chooseAction(page, 'Earth and Stone (Copy)', 'Delete');
  await page.getByRole('alertdialog', { name: 'Delete this palette permanently?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cardLink(page, 'Earth and Stone (Copy)')).toBeHidden();
  await page.getByRole('button', { name: 'New palette' }).click();
  await expect(page.getByRole('dialog', { name: 'Create new palette' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/library-create-375.png' });
});
