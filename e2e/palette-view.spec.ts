import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { swatchInk } from '#client/lib/swatch-ink.ts';
import type { TColor } from '#common/schemas/color.ts';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { printingSheet, stubPrint } from './printing';
import { pageApi, toast } from './ui';

/** Creates a palette shared by link through the API with the page's own session, as the library's dialogs would. */
async function createPalette(page: Page, email: string, palette: { name: string; rows: number; columns: number }) {
  const user = await page.request.get(`/api/user/email/${encodeURIComponent(email)}`);
  expect(user.ok()).toBe(true);
  const { id: userId } = (await user.json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', { ...palette, medium: 'Watercolor', userId });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // New palettes are private; these are shared by link, as the Share dialog's switch does.
  expect((await pageApi(page).put(`/api/palettes/${id}`, { shareEnabled: true })).ok()).toBe(true);
  return id;
}

/** '#1F3A93' as the browser computes a color: 'rgb(31, 58, 147)'. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A visitor with no session: a fresh browser context. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl });
  return context.newPage();
}

test('an artist changes their display name in Profile Settings', async ({ page, signIn }) => {
  await signIn(page, { name: 'Berthe Morisot' });
  const header = page.getByRole('banner');
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const displayName = dialog.getByLabel('Display name');

  await header.getByRole('button', { name: 'Profile settings' }).click();
  // A name is required, so the field starts from the account name.
  await expect(displayName).toHaveValue('Berthe Morisot');
  await displayName.fill('  B. Morisot  ');
  await expect(dialog.getByText('10/50')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/profile-settings-1280.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header.getByText('B. Morisot', { exact: true })).toBeVisible();
  await page.reload();
  await expect(header.getByText('B. Morisot', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  // On a phone the name is on the account menu's button (the header's other entries are in it).
  await expect(header.getByRole('button', { name: /^B\. Morisot\b.*Menu$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screens/header-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // 51 characters are refused in the form: no request, a visible field error.
  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/profile')) profileRequests.push(request.method());
  });
  await header.getByRole('button', { name: 'Profile settings' }).click();
  await expect(displayName).toHaveValue('B. Morisot');
  await displayName.fill('x'.repeat(51));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 50 characters.')).toBeVisible();
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  expect(profileRequests).toHaveLength(0);

  // While the server answers, the button says so; a failure keeps the dialog open with the spec's toast.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/users/*/profile', async (route) => {
    await answered;
    await route.fulfill({ status: 500, body: 'down' });
  });
  await displayName.fill('Morisot');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  answer();
  await expect(toast(page, 'Error')).toContainText('Failed to update profile. Please try again.');
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/users/*/profile');

  // A blank name is refused in the form: no request, a visible field error.
  const sent = profileRequests.length;
  await displayName.fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Display name is required.')).toBeVisible();
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  expect(profileRequests).toHaveLength(sent);
  await expect(dialog).toBeVisible();
});

test('anyone with the share link sees the palette, signed out', async ({ page, browser, signIn }) => {
  const email = await signIn(page, { name: 'Paul Cézanne' });
  const id = await createPalette(page, email, { name: 'Mont Sainte-Victoire', rows: 2, columns: 2 });

  const visitor = await signedOutPage(browser);
  await visitor.goto(`/palette/${id}?share=true`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mont Sainte-Victoire' })).toBeVisible();
  await expect(visitor.getByRole('main').getByText('Watercolor · 0 colors')).toBeVisible();
  // A visitor's header offers to sign in; nothing of an account is there.
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(visitor.getByRole('contentinfo')).toContainText('affiliate links');

  // Signed in, the same link shows the account's header.
  await page.goto(`/palette/${id}?share=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mont Sainte-Victoire' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  await visitor.goto(`/palette/${randomUUID()}?share=true`);
  await expect(visitor.getByRole('heading', { name: 'Palette not found' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Back to Library' }).click();
  await expect(visitor).toHaveURL(`${E2E.baseUrl}/`);
  await visitor.context().close();
});

// The colors' answer is stubbed, to show the chart with many paints at once without adding each;
// the palette itself is real. One color sits in the working area: it shows there, and counts.
function color(position: number, paint: Partial<TColor> & Pick<TColor, 'paintName' | 'hexCode'>): TColor {
  return {
    id: randomUUID(),
    paletteId: '',
    position,
    isInWorkingArea: false,
    workingAreaPosition: null,
    workingAreaRow: null,
    workingAreaColumn: null,
    manufacturer: null,
    pigmentCode: null,
    medium: 'Watercolor',
    lightfastness: null,
    lightfastnessBasis: null,
    makerLightfastness: null,
    opacity: null,
    granulation: null,
    staining: null,
    seriesName: null,
    personalNotes: null,
    affiliateLink: null,
    cataloguePaintId: null,
    ...paint,
  };
}

const WN = 'Winsor & Newton';
const DS = 'Daniel Smith';
const PAINTS: TColor[] = [
  color(0, {
    paintName: 'Hansa Yellow Medium',
    manufacturer: DS,
    pigmentCode: 'PY97',
    hexCode: '#F6C21B',
    lightfastness: 'I-Excellent',
    opacity: 'Semi-transparent',
  }),
  color(1, { paintName: 'Quinacridone Gold', manufacturer: DS, pigmentCode: 'PO49', hexCode: '#C88A1F', lightfastness: 'I-Excellent' }),
  color(2, {
    paintName: 'Naples Yellow',
    manufacturer: 'Schmincke',
    pigmentCode: 'PW6, PY42, PR101',
    hexCode: '#F2D28E',
    opacity: 'Opaque',
  }),
  color(3, { paintName: 'Perylene Maroon', manufacturer: DS, pigmentCode: 'PR 179', hexCode: '#6B1F2B', staining: 'Staining' }),
  color(4, {
    paintName: 'Quinacridone Rose',
    manufacturer: DS,
    pigmentCode: 'PV19',
    hexCode: '#D4245E',
    lightfastness: 'I-Excellent',
    opacity: 'Transparent',
    staining: 'Staining',
  }),
  color(6, {
    paintName: 'French Ultramarine',
    manufacturer: WN,
    pigmentCode: 'PB29',
    hexCode: '#1F3A93',
    lightfastness: 'I-Excellent',
    opacity: 'Transparent',
    granulation: 'Granulating',
  }),
  color(7, { paintName: 'Cerulean Blue Chromium', manufacturer: WN, pigmentCode: 'PB36', hexCode: '#2A7FB0', granulation: 'Granulating' }),
  color(8, { paintName: 'Phthalo Blue (Green Shade)', manufacturer: DS, pigmentCode: 'PB15:3', hexCode: '#0F4C81', staining: 'Staining' }),
  color(9, { paintName: 'Sap Green', manufacturer: 'M. Graham', pigmentCode: 'PG7 PY110', hexCode: '#4F6B2A' }),
  color(12, { paintName: 'Burnt Sienna', manufacturer: WN, pigmentCode: 'PBr7', hexCode: '#8A3B1E', lightfastness: 'I-Excellent' }),
  color(13, { paintName: 'Neutral Tint', manufacturer: WN, pigmentCode: 'PBk6, PV19, PB15', hexCode: '#3A3B41' }),
  color(17, { paintName: 'Chinese White', manufacturer: WN, pigmentCode: 'PW4', hexCode: '#F7F5EE', opacity: 'Opaque' }),
  {
    ...color(0, { paintName: 'Working Area Only', hexCode: '#00FF00' }),
    position: null,
    isInWorkingArea: true,
    workingAreaPosition: 0,
    workingAreaRow: 0,
    workingAreaColumn: 0,
  },
];

test('the shared view shows a palette chart and prints it on one page', async ({ page, browser, signIn }) => {
  const email = await signIn(page, { name: 'Winslow Homer' });
  const id = await createPalette(page, email, { name: 'Adirondack Sketchbook', rows: 3, columns: 6 });

  const visitor = await signedOutPage(browser);
  await visitor.route(`**/api/colors/palette/${id}?share=true`, (route) => route.fulfill({ json: PAINTS }));
  const printed = await stubPrint(visitor);
  await visitor.goto(`/palette/${id}?share=true`);

  const chart = visitor.getByRole('main').getByRole('list', { name: 'Palette chart, 3 × 6' });
  await expect(chart).toBeVisible();
  await expect(visitor.getByRole('main').getByText('Watercolor · 13 colors')).toBeVisible();
  const ultramarine = chart.getByRole('listitem').filter({ hasText: 'French Ultramarine' });
  await expect(ultramarine).toContainText(WN);
  await expect(ultramarine).toContainText('PB29');
  await expect(ultramarine.getByRole('list', { name: 'Ratings' })).toContainText('Lightfastness: I-Excellent');
  await expect(chart.getByText('PW6 · PY42 · PR101')).toBeVisible();
  await expect(chart.getByText('PR179')).toBeVisible();
  await expect(chart.getByText('Working Area Only')).toHaveCount(0);
  const workingArea = visitor.getByRole('main').getByRole('list', { name: /^Working area/ });
  await expect(workingArea.getByRole('button', { name: 'Working Area Only' })).toBeVisible();
  // Text on a swatch takes the ink the app's rule gives its paint (dark on light paint, light on dark).
  await expect(chart.getByText('Chinese White', { exact: true })).toHaveCSS('color', rgb(swatchInk('#F7F5EE')));
  await expect(chart.getByText('French Ultramarine', { exact: true })).toHaveCSS('color', rgb(swatchInk('#1F3A93')));
  await visitor.screenshot({ path: 'test-results/screens/shared-palette-1280.png', fullPage: true });

  await visitor.setViewportSize({ width: 375, height: 740 });
  await expect(chart).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await visitor.screenshot({ path: 'test-results/screens/shared-palette-375.png', fullPage: true });
  await visitor.setViewportSize({ width: 1280, height: 800 });

  await visitor.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => printed.length).toBe(1);
  const sheet = printingSheet(visitor);
  await expect(sheet).toContainText('Adirondack Sketchbook');
  await expect(sheet).toContainText('French Ultramarine');
  await visitor.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Watercolor · 13 colors');
  await expect(sheet.getByRole('list', { name: 'Working area' })).toContainText('Working Area Only');
  await expect(visitor.getByRole('main')).toBeHidden();
  await expect(visitor.getByRole('contentinfo')).toBeHidden();
  await expect(sheet.getByRole('button')).toHaveCount(0);
  // While printing, the title (which names a saved PDF) is the palette's; afterwards the page's again.
  await expect(visitor).toHaveTitle('Adirondack Sketchbook · Palette Library');
  await visitor.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(visitor).toHaveTitle('Adirondack Sketchbook');
  await visitor.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(visitor).toHaveTitle('Adirondack Sketchbook · Palette Library');
  await visitor.screenshot({ path: 'test-results/screens/print.png', fullPage: true });
  await visitor.context().close();

  // The owner prints the same palette from its card's menu in the library.
  const ownerPrinted = await stubPrint(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Actions for Adirondack Sketchbook' }).click();
  await page.getByRole('menuitem', { name: 'Print' }).click();
  await expect.poll(() => ownerPrinted.length).toBe(1);
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(printingSheet(page)).toContainText('Adirondack Sketchbook');
});
