import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The API reads the page makes from now on, by path (what it did not come with). */
function apiReads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

// What a signed-in page brings along (src/server/index-page.ts): the product user, the library's
// three lists, a palette and its colors.
const BROUGHT_ALONG = /^\/api\/(user\/email\/|palettes\/(user|curated|shared|[0-9a-f-]{36})$|colors\/palette\/)/;

test('a signed-in page opens on the data it came with, and after a sign-out none of it is there', async ({ page, signIn }) => {
  await signIn(page, { name: 'Gwen John' });
  await page.getByRole('button', { name: 'New palette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new palette' });
  await dialog.getByLabel('Name').fill('Studio Greys');
  await dialog.getByRole('button', { name: 'Create palette' }).click();
  await expect(dialog).toBeHidden();

  let reads = apiReads(page);
  await page.reload();
  const card = page.getByRole('region', { name: 'My palettes' }).getByRole('link', { name: 'Studio Greys', exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('banner').getByText('Gwen John')).toBeVisible();
  expect(reads.filter((path) => BROUGHT_ALONG.test(path))).toEqual([]);

  const palettePath = await card.getAttribute('href');
  reads = apiReads(page);
  await page.goto(palettePath ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Greys' })).toBeVisible();
  expect(reads.filter((path) => BROUGHT_ALONG.test(path))).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.goto(palettePath ?? '');
  // The page's own Sign in, not the header's (both are there once the header has rendered).
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('script#bootstrap')).toHaveCount(0);
  await signIn(page, { name: 'Paula Rego' });
  await expect(page.getByRole('heading', { name: 'No palettes found' })).toBeVisible();
});
