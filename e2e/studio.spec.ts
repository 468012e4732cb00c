import type { Browser, Page } from '@playwright/test';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TShoppingList } from '#common/schemas/inventory.ts';
import type { TPaintSearchResult } from '#common/schemas/paints.ts';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import type { SignIn } from './sessions';
import { pageApi, toast } from './ui';

// Issue 28's journey: a painter who owns three paints opens a master, sees 'You own 2 of 4', puts
// the missing two on the shopping list, follows a Buy link, marks one bought, and the master then
// counts it as owned. The studio and the list are scanned by axe at phone and desktop width.

type TCataloguePaint = Extract<TPaintSearchResult, { kind: 'catalogue' }>;

// Daniel Smith watercolors of one pigment each, no two alike (no duplicate-pigment question comes
// up), whose names no other Daniel Smith paint begins with. The journey takes the first five with
// a Buy link once the affiliate links are verified (the shipped sheets leave about one in eight out).
const CANDIDATES = [
  'Hansa Yellow Medium',
  'French Ultramarine',
  'Quinacridone Rose',
  'Pyrrol Scarlet',
  'Lemon Yellow',
  'Aureolin',
  'Indanthrone Blue',
  'Prussian Blue',
  'Titanium White',
  'Mars Yellow',
];

const WIDTHS = [1280, 375] as const;

/** Scans the page at desktop and phone width (and keeps a screenshot of each), then returns to desktop width. */
async function scan(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await expectNoAxeViolations(page, screen);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} fits ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screens/${screen.replaceAll(' ', '-')}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The catalogue's Daniel Smith paint of that name, as the color form's search finds it. */
async function cataloguePaint(page: Page, name: string): Promise<TCataloguePaint | undefined> {
  const found = await page.request.get(
    `/api/paints/search-with-tags?${new URLSearchParams({ query: name, preferredMedium: 'Watercolor' })}`,
  );
  expect(found.ok()).toBe(true);
  const paints = (await found.json()) as TPaintSearchResult[];
  return paints.find(
    (paint): paint is TCataloguePaint =>
      paint.kind === 'catalogue' && paint.paintName === name && paint.manufacturer === 'Daniel Smith' && paint.medium === 'Watercolor',
  );
}

/**
 * Signs the journey's admin in (or up, the first time on this server), verifies the affiliate
 * links so that catalogue paints have their Buy links, and picks five paints that have one.
 */
async function stockistWithPaints(browser: Browser, signIn: SignIn): Promise<{ stockist: Page; paints: TCataloguePaint[] }> {
  const stockist = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
  await signIn(stockist, { name: 'Studio Stockist', email: E2E.stockistEmail, password: 'artist-password-1' });
  expect((await pageApi(stockist).post('/api/admin/verify-affiliate-links', {})).ok()).toBe(true);
  const paints: TCataloguePaint[] = [];
  for (const name of CANDIDATES) {
    const paint = await cataloguePaint(stockist, name);
    if (paint?.affiliateLink && paints.length < 5) paints.push(paint);
  }
  expect(paints, 'five Daniel Smith paints with Buy links').toHaveLength(5);
  return { stockist, paints };
}

/** A distributed master of the stockist's holding `paints`, picked from the catalogue as the color form does; its id. */
async function distributedMaster(stockist: Page, name: string, paints: TCataloguePaint[]): Promise<string> {
  const created = await pageApi(stockist).post('/api/admin/master-palettes', { name, medium: 'Watercolor', rows: 2, columns: 4 });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const paint of paints) {
    const { paintName, manufacturer, seriesName, pigmentCode, hexCode, medium, lightfastness, opacity, granulation, staining } = paint;
    const color = { paintName, manufacturer, seriesName, pigmentCode, hexCode, medium, lightfastness, opacity, granulation, staining };
    const res = await pageApi(stockist).post('/api/colors', { paletteId: id, ...color, cataloguePaintId: paint.id });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect((await pageApi(stockist).put(`/api/admin/toggle-distribution/${id}`, { isDistributed: true })).ok()).toBe(true);
  return id;
}

/** Adds a Daniel Smith paint to the studio from the catalogue, through the Add paint dialog. */
async function addFromCatalogue(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add paint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a paint' });
  // With the maker's name: 'Lemon Yellow' alone is some forty makers' paint, more than the list shows.
  await dialog.getByRole('combobox', { name: 'Paint name' }).fill(`Daniel Smith ${name}`);
  const option = dialog
    .getByRole('listbox', { name: 'Paint suggestions' })
    .getByRole('option')
    .filter({ hasText: 'Daniel Smith' })
    // The watercolour, not Daniel Smith's gouache of the same name (issue 42).
    .filter({ hasNotText: 'Gouache' })
    .filter({ has: page.getByText(name, { exact: true }) });
  await option.first().click();
  await expect(dialog.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('Daniel Smith');
  await dialog.getByRole('button', { name: 'Add to studio' }).click();
  await expect(toast(page, 'Paint added')).toContainText(name);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
}

test('a painter owns three paints, completes a master through the shopping list and a Buy link, and the master counts it owned', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  const { stockist, paints } = await stockistWithPaints(browser, signIn);
  const [first, second, third, fourth, elsewhere] = paints as [
    TCataloguePaint,
    TCataloguePaint,
    TCataloguePaint,
    TCataloguePaint,
    TCataloguePaint,
  ];
  const masterName = `Studio Basics ${Date.now()}`;
  const masterId = await distributedMaster(stockist, masterName, [first, second, third, fourth]);
  try {
    // No retailer is reached from the test: a Buy link's page is answered here.
    await page
      .context()
      .route(/^https?:\/\/([a-z0-9-]+\.)*amazon\.[a-z.]+\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Retailer</title><h1>Retailer</h1>' }),
      );
    await signIn(page, { name: 'Winslow Homer' });

    // The header's Studio link; the studio starts empty, then holds three paints, two of the master's.
    await page.getByRole('link', { name: INVENTORY_TEXTS.studio, exact: true }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { level: 1, name: INVENTORY_TEXTS.studio })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your studio is empty' })).toBeVisible();
    for (const paint of [first, second, elsewhere]) await addFromCatalogue(page, paint.paintName);
    await expect(page.getByRole('status').filter({ hasText: /paints$/ })).toHaveText('3 paints');
    await scan(page, 'studio');
    await page.getByRole('button', { name: 'Add paint' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add a paint' })).toBeVisible();
    await scan(page, 'studio add paint dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The master, among the curated palettes and on its own page: two of its four paints are owned.
    await page.goto('/');
    const curated = page.getByRole('region', { name: 'Curated palettes' });
    await expect(curated.getByRole('article').filter({ hasText: masterName })).toContainText(INVENTORY_TEXTS.youOwnOf(2, 4));
    await page.goto(`/palettes/${masterId}`);
    await expect(page.getByRole('heading', { level: 1, name: masterName })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(INVENTORY_TEXTS.youOwnOf(2, 4));
    const addedMissing = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/inventory/from-palette/${masterId}`);
    // The palette page's Add to studio menu.
    await page.getByRole('main').getByRole('button', { name: INVENTORY_TEXTS.addToStudio }).click();
    await expect(page.getByRole('menuitem', { name: INVENTORY_TEXTS.addMissingToList })).toBeVisible();
    await scan(page, 'palette add to studio menu');
    await page.getByRole('menuitem', { name: INVENTORY_TEXTS.addMissingToList }).click();
    expect((await (await addedMissing).json()) as unknown).toEqual({ added: 2, alreadyHeld: 2 });

    // The shopping list: the two missing paints under their maker, wished for, each with its Buy link.
    await page.getByRole('link', { name: INVENTORY_TEXTS.studio, exact: true }).click();
    await page.getByRole('link', { name: INVENTORY_TEXTS.shoppingList }).click();
    await expect(page).toHaveURL(/\/studio\/shopping$/);
    const maker = page.getByRole('region', { name: 'Daniel Smith' });
    await expect(maker.getByRole('heading', { level: 3 })).toHaveCount(2);
    expect((await maker.getByRole('heading', { level: 3 }).allInnerTexts()).sort()).toEqual([third.paintName, fourth.paintName].sort());
    const wanted = maker.getByRole('listitem').filter({ has: page.getByRole('heading', { name: third.paintName, exact: true }) });
    await expect(wanted).toContainText('Wishlist');
    await scan(page, 'shopping list');

    // Shared by link: the dialog, then the list as a signed-out visitor reads it.
    await page.getByRole('button', { name: 'Share' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share shopping list' });
    await shareDialog.getByRole('switch', { name: 'Link sharing' }).click();
    const link = shareDialog.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(/\/shopping\/[\w-]{43}$/);
    await scan(page, 'shopping list share dialog');
    const visitor = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
    await visitor.goto(await link.inputValue());
    await expect(visitor.getByRole('region', { name: 'Daniel Smith' }).getByRole('heading', { level: 3 })).toHaveCount(2);
    await scan(visitor, 'shared shopping list');
    await visitor.context().close();
    await page.keyboard.press('Escape');
    await expect(shareDialog).toBeHidden();

    // Following the Buy link opens the retailer in a new tab and counts the spec's buy_click.
    const buy = wanted.getByRole('link', { name: `Buy ${third.paintName} (opens in a new tab)` });
    await expect(buy).toHaveAttribute('href', third.affiliateLink ?? '');
    await expect(buy).toHaveAttribute('rel', /\bnoopener\b/);
    const counted = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/analytics/events' &&
        (request.postDataJSON() as { name: string; params: unknown }).name === 'buy_click',
    );
    const [retailer] = await Promise.all([page.waitForEvent('popup'), buy.click()]);
    expect((await counted).postDataJSON()).toMatchObject({
      name: 'buy_click',
      params: { paint: third.paintName, manufacturer: 'Daniel Smith' },
    });
    await expect(retailer).toHaveURL(third.affiliateLink ?? '');
    await retailer.close();

    // Bought: the paint leaves the list, and the list (as the server has it) no longer holds it.
    await wanted.getByRole('button', { name: `${INVENTORY_TEXTS.bought} ${third.paintName}` }).click();
    await expect(toast(page, INVENTORY_TEXTS.bought)).toContainText(third.paintName);
    await expect(wanted).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: INVENTORY_TEXTS.shoppingList })).toBeFocused();
    const list = (await (await page.request.get('/api/shopping-list')).json()) as TShoppingList;
    expect(list.groups.flatMap((group) => group.items.map((item) => item.paintName))).toEqual([fourth.paintName]);

    // The master now counts three of its four paints as owned.
    await page.goto(`/palettes/${masterId}`);
    await expect(page.getByRole('heading', { level: 1, name: masterName })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(INVENTORY_TEXTS.youOwnOf(3, 4));
    // The bought paint's swatch says so in its name (a mark, never colour alone); the one still wanted does not.
    // Its name may begin with the short form its label shows ('Quin. Rose, Quinacridone Rose, …').
    const swatchOf = (name: string) =>
      page.getByRole('button', { name: new RegExp(`(?:^|, )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
    await expect(swatchOf(third.paintName)).toHaveAccessibleName(/, owned$/);
    await expect(swatchOf(fourth.paintName)).not.toHaveAccessibleName(/, owned$/);
  } finally {
    // Hidden again, so that people who sign up in later journeys do not receive it.
    expect((await pageApi(stockist).put(`/api/admin/toggle-distribution/${masterId}`, { isDistributed: false })).ok()).toBe(true);
    await stockist.context().close();
  }
});
