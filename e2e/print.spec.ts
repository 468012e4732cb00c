import type { Browser, Locator, Page } from '@playwright/test';
import type { TCreateColorRequest } from '#common/schemas/color.ts';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { expectNothingClipped, printButton, printedPages, printingSheet, stubPrint } from './printing';
import type { SignIn } from './sessions';
import { pageApi } from './ui';

type Paint = Omit<TCreateColorRequest, 'paletteId'>;

const aside = (cell: number, paint: Paint): Paint => ({
  ...paint,
  isInWorkingArea: true,
  workingAreaPosition: cell,
  workingAreaRow: Math.floor(cell / 6),
  workingAreaColumn: cell % 6,
});

// Five paints in the grid and two set aside: every view must say 7 colors and show both areas.
const PAINTS: Paint[] = [
  {
    position: 0,
    paintName: 'Hansa Yellow Medium',
    manufacturer: 'Daniel Smith',
    pigmentCode: 'PY97',
    hexCode: '#F6C21B',
    lightfastness: 'I-Excellent',
  },
  {
    position: 1,
    paintName: 'Quinacridone Burnt Orange',
    manufacturer: 'Daniel Smith',
    pigmentCode: 'PO48',
    hexCode: '#9B3D22',
    opacity: 'Transparent',
  },
  {
    position: 2,
    paintName: 'French Ultramarine',
    manufacturer: 'Winsor & Newton',
    pigmentCode: 'PB29',
    hexCode: '#1F3A93',
    granulation: 'Granulating',
  },
  {
    position: 5,
    paintName: 'Phthalocyanine Turquoise',
    manufacturer: 'Schmincke',
    pigmentCode: 'PB15:3, PG7',
    hexCode: '#00757F',
    staining: 'Staining',
  },
  { position: 7, paintName: 'Chinese White', manufacturer: 'Winsor & Newton', pigmentCode: 'PW4', hexCode: '#F7F5EE', opacity: 'Opaque' },
  aside(0, { paintName: 'Perylene Maroon', manufacturer: 'Daniel Smith', pigmentCode: 'PR179', hexCode: '#6B1F2B' }),
  aside(8, { paintName: 'Sap Green', manufacturer: 'M. Graham', pigmentCode: 'PG7 PY110', hexCode: '#4F6B2A' }),
];
const GRID_NAMES = PAINTS.filter((p) => !p.isInWorkingArea).map((p) => p.paintName);
const ASIDE_NAMES = PAINTS.filter((p) => p.isInWorkingArea).map((p) => p.paintName);

async function userIdOf(page: Page, email: string): Promise<string> {
  const user = await page.request.get(`/api/user/email/${encodeURIComponent(email)}`);
  expect(user.ok()).toBe(true);
  return ((await user.json()) as { id: string }).id;
}

/** Adds the paints to a palette through the page's own session, as the color form would. */
async function addPaints(page: Page, paletteId: string, paints: Paint[] = PAINTS) {
  for (const paint of paints) {
    const res = await pageApi(page).post('/api/colors', { paletteId, ...paint });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function newVisitor(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
}

/**
 * What paper shows, as the browser prints the page (print media): the sheet alone, one page on A4
 * and Letter, with the palette's count, its grid and working area, and each paint's facts whole.
 */
async function expectPrintedSheet(page: Page, options: { name: string; count: string; screenshot: string; print?: () => Promise<void> }) {
  await options.print?.();
  await page.emulateMedia({ media: 'print' });
  const sheet = printingSheet(page);
  await expect(sheet).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(sheet.getByRole('button')).toHaveCount(0);
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(options.name);
  await expect(sheet).toContainText(options.count);
  await expectNames(sheet.getByRole('list', { name: /^Palette chart/ }), GRID_NAMES);
  await expect(sheet.getByRole('heading', { name: 'Working area' })).toBeVisible();
  await expectNames(sheet.getByRole('list', { name: 'Working area' }), ASIDE_NAMES);
  const turquoise = sheet.getByRole('listitem').filter({ hasText: 'Phthalocyanine Turquoise' });
  await expect(turquoise).toContainText('Schmincke');
  await expect(turquoise).toContainText('PB15:3 · PG7');
  await expect(turquoise.getByRole('list', { name: 'Ratings' })).toContainText('Staining');
  await expectNothingClipped(sheet);
  await page.screenshot({ path: `test-results/screens/${options.screenshot}.png`, fullPage: true });
  expect(await printedPages(page, options.print)).toEqual([1, 1]);
  await page.emulateMedia({ media: 'screen' });
}

/** Each of these paints is named in `scope`, whole: on paper as text, on screen as its swatch's button. */
async function expectNames(scope: Locator, names: string[], as: 'text' | 'button' = 'text') {
  for (const name of names) {
    // A swatch's name begins with what it shows: 'Quin. Burnt Orange, Quinacridone Burnt Orange' where it is shortened.
    const named =
      as === 'text' ? scope.getByText(name, { exact: true }) : scope.getByRole('button', { name: new RegExp(`(?:^|, )${name}$`) });
    await expect(named).toBeVisible();
  }
}

test("a palette's grid and working area show, with one count, in the library, the editor, on paper, by link and to an invitee", async ({
  page,
  browser,
  smtp,
  signIn,
}) => {
  test.setTimeout(180_000);
  const email = await signIn(page, { name: 'Winslow Homer' });
  const created = await pageApi(page).post('/api/palettes', {
    name: "Prout's Neck",
    medium: 'Watercolor',
    rows: 2,
    columns: 4,
    userId: await userIdOf(page, email),
  });
  const { id } = (await created.json()) as { id: string };
  await addPaints(page, id);
  expect((await pageApi(page).put(`/api/palettes/${id}`, { shareEnabled: true })).ok()).toBe(true);

  // The library card: the count and a miniature of both areas.
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'My palettes' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: "Prout's Neck", exact: true }) });
  await expect(card).toContainText('Watercolor · 7 colors');
  const miniature = card.getByRole('img', { name: 'Swatches: 5 colors in the grid, 2 colors in the working area' });
  await expect(miniature).toBeVisible();
  // Each paint is drawn: five grid slots and two working-area swatches carry a paint's color.
  await expect(miniature.locator('span[style*="background-color"]')).toHaveCount(7);
  await page.screenshot({ path: 'test-results/screens/library-card-working-area-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(miniature).toBeVisible();
  await card.screenshot({ path: 'test-results/screens/library-card-working-area-375.png' });
  // The list view's smaller miniature draws both areas too.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(miniature.locator('span[style*="background-color"]')).toHaveCount(7);
  await card.screenshot({ path: 'test-results/screens/library-list-card-working-area-375.png' });
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The editor says the same count and shows both areas.
  await card.getByRole('link', { name: "Prout's Neck", exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('Watercolor · 7 colors')).toBeVisible();
  // The editor's swatches are buttons named by paint and place (after the short form they may show).
  for (const [list, names] of [
    [/^Palette grid/, GRID_NAMES],
    [/^Working area/, ASIDE_NAMES],
  ] as const) {
    for (const name of names)
      await expect(main.getByRole('list', { name: list }).getByRole('button', { name: new RegExp(`(?:^|, )${name},`) })).toBeVisible();
  }

  // Print from the editor: one page, the same palette.
  const printed = await stubPrint(page);
  await page.reload();
  await expectPrintedSheet(page, {
    name: "Prout's Neck",
    count: 'Watercolor · 7 colors',
    screenshot: 'print-editor',
    print: printButton(page, printed),
  });

  // Through the link, signed out: the same count and areas; the browser's own Print prints the sheet.
  const visitor = await newVisitor(browser);
  await visitor.goto(`/palette/${id}?share=true`);
  const shared = visitor.getByRole('main');
  await expect(shared.getByText('Watercolor · 7 colors')).toBeVisible();
  await expectNames(shared.getByRole('list', { name: /^Palette chart/ }), GRID_NAMES, 'button');
  await expectNames(shared.getByRole('list', { name: /^Working area/ }), ASIDE_NAMES, 'button');
  await expectPrintedSheet(visitor, { name: "Prout's Neck", count: 'Watercolor · 7 colors', screenshot: 'print-shared-view' });
  await visitor.context().close();

  // An invited painter finds it under Shared with me with the same card, and opens it.
  const invitee = await newVisitor(browser);
  const inviteeEmail = await signIn(invitee, { name: 'Edgar Degas' });
  expect((await pageApi(page).post(`/api/palettes/${id}/invites`, { email: inviteeEmail })).status()).toBe(201);
  const mail = await smtp.nextMailTo(inviteeEmail, /invited you/);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect((await pageApi(invitee).post(`/api/invite/${token}/accept`, { userId: await userIdOf(invitee, inviteeEmail) })).ok()).toBe(true);
  await invitee.goto('/');
  const sharedCard = invitee.getByRole('region', { name: 'Shared with me' }).getByRole('article');
  await expect(sharedCard).toContainText('Watercolor · 7 colors');
  await expect(sharedCard.getByRole('img', { name: 'Swatches: 5 colors in the grid, 2 colors in the working area' })).toBeVisible();
  await sharedCard.getByRole('link', { name: "Prout's Neck", exact: true }).click();
  await expect(invitee.getByRole('main').getByText(/Watercolor · 7 colors/)).toBeVisible();
  await invitee.context().close();
});

test('a pushed copy names its brand, shows both areas with one count, prints them, and the curated card says it is in the library', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await withDistributedMaster(browser, signIn, 'Brand Essentials', async () => {
    // Someone who signs up afterwards receives the brand's palette in their own library.
    await signIn(page, { name: 'Mary Cassatt' });
    const printed = await stubPrint(page);
    await page.goto('/');
    const cardIn = (section: string) =>
      page
        .getByRole('region', { name: section })
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: 'Brand Essentials', exact: true }) });
    const card = cardIn('My palettes');
    await expect(card).toContainText('From Studio Watercolors');
    await expect(card).toContainText('Watercolor · 7 colors');
    await expect(card.getByRole('img', { name: 'Swatches: 5 colors in the grid, 2 colors in the working area' })).toBeVisible();
    // The brand's card in 'Curated palettes' says the artist has it already (decision 026).
    await expect(cardIn('Curated palettes')).toContainText('Already in My palettes');
    await expect(cardIn('Curated palettes')).not.toContainText('From Studio Watercolors');
    await page.screenshot({ path: 'test-results/screens/library-pushed-copy-1280.png' });
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(card).toContainText('From Studio Watercolors');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/screens/library-pushed-copy-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Its page says the same count; printed from there it is the same chart.
    await card.getByRole('link', { name: 'Brand Essentials', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Essentials' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Watercolor · 7 colors/)).toBeVisible();
    await expectPrintedSheet(page, {
      name: 'Brand Essentials',
      count: 'Watercolor · 7 colors',
      screenshot: 'print-pushed-copy',
      print: printButton(page, printed),
    });
  });
});

test("a read-only palette's own page shows its working area and the brand's badge, and Ctrl+P prints its chart", async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await withDistributedMaster(browser, signIn, 'Brand Staples', async () => {
    await signIn(page, { name: 'Berthe Morisot' });
    await page.goto('/');
    await page.getByRole('region', { name: 'My palettes' }).getByRole('link', { name: 'Brand Staples', exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('From Studio Watercolors', { exact: true })).toBeVisible();
    for (const name of ASIDE_NAMES) {
      await expect(
        main.getByRole('list', { name: /^Working area/ }).getByRole('button', { name: new RegExp(`(?:^|, )${name},`) }),
      ).toBeVisible();
    }
    // The browser's own Print command, no button: the chart prints, not the page.
    await expectPrintedSheet(page, { name: 'Brand Staples', count: 'Watercolor · 7 colors', screenshot: 'print-ctrl-p-detail' });
  });
});

test('a palette too big for a page keeps swatches one can judge and runs onto another page', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'John Singer Sargent' });
  const created = await pageApi(page).post('/api/palettes', {
    name: 'Every Tube',
    medium: 'Watercolor',
    rows: 10,
    columns: 10,
    userId: await userIdOf(page, email),
  });
  const { id } = (await created.json()) as { id: string };
  // The largest grid the palette page offers (spec §5: 12 × 12).
  expect((await pageApi(page).put(`/api/palettes/${id}`, { rows: 12, columns: 12 })).ok()).toBe(true);
  const paints: Paint[] = Array.from({ length: 144 }, (_, position) => ({
    position,
    paintName: position % 3 === 0 ? `Quinacridone Violet ${position}` : `Cobalt Teal Blue ${position}`,
    manufacturer: 'Daniel Smith',
    pigmentCode: 'PB28, PV19',
    hexCode: `#${(0x203040 + position * 0x020103).toString(16).slice(-6)}`,
    lightfastness: 'I-Excellent',
  }));
  await addPaints(page, id, paints);
  const printed = await stubPrint(page);
  await page.goto(`/palettes/${id}`);
  const print = printButton(page, printed);
  await print();
  await page.emulateMedia({ media: 'print' });
  const sheet = printingSheet(page);
  await expect(sheet).toContainText('Watercolor · 144 colors');
  await expectNothingClipped(sheet);
  const swatchHeight = await sheet
    .getByRole('listitem')
    .first()
    .locator('div')
    .first()
    .evaluate((swatch) => swatch.getBoundingClientRect().height);
  // At least 8 mm (96 px to the inch).
  expect(swatchHeight).toBeGreaterThanOrEqual((8 * 96) / 25.4 - 0.5);
  await page.screenshot({ path: 'test-results/screens/print-big-palette.png', fullPage: true });
  expect(await printedPages(page, print)).toEqual([2, 2]);
});

/**
 * Runs `journey` while a master of the curator's, with the paints, is distributed; hides it again
 * afterwards, so that people who sign up in later journeys do not receive it.
 */
async function withDistributedMaster(browser: Browser, signIn: SignIn, name: string, journey: () => Promise<void>) {
  const curator = await newVisitor(browser);
  await signInAsCurator(curator, signIn);
  const master = await pageApi(curator).post('/api/admin/master-palettes', { name, medium: 'Watercolor', rows: 2, columns: 4 });
  expect(master.status()).toBe(201);
  const { id } = (await master.json()) as { id: string };
  await addPaints(curator, id);
  const distribute = (isDistributed: boolean) => pageApi(curator).put(`/api/admin/toggle-distribution/${id}`, { isDistributed });
  expect((await distribute(true)).ok()).toBe(true);
  try {
    await journey();
  } finally {
    expect((await distribute(false)).ok()).toBe(true);
    await curator.context().close();
  }
}

/**
 * Signs the print journeys' admin (by ADMIN_EMAILS, an address of their own) in, or up the first
 * time on this server.
 */
async function signInAsCurator(page: Page, signIn: SignIn) {
  await signIn(page, { name: 'Print Curator', email: E2E.printerEmail, password: 'artist-password-1' });
  const me = await page.request.get(`/api/user/email/${encodeURIComponent(E2E.printerEmail)}`);
  expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
}

test('values and the hue wheel show on the palette page as asked, and print as shown', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Georgia O’Keeffe' });
  const created = await pageApi(page).post('/api/palettes', {
    name: 'Ghost Ranch',
    medium: 'Watercolor',
    rows: 2,
    columns: 4,
    userId: await userIdOf(page, email),
  });
  const { id } = (await created.json()) as { id: string };
  await addPaints(page, id);
  const printed = await stubPrint(page);
  await page.goto(`/palettes/${id}`);
  const main = page.getByRole('main');
  const show = main.getByRole('group', { name: 'Show' });

  // Values: every swatch (grid and working area) says its CIE L*; Hansa Yellow reads far lighter than Ultramarine.
  await show.getByRole('button', { name: 'Values' }).click();
  await expect(show.getByRole('button', { name: 'Values' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('button', { name: /^L\* 8\d, Hansa Yellow Medium, grid slot 1$/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /^L\* 2\d, French Ultramarine, grid slot 3$/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /^L\* \d+, Sap Green, working area cell 9$/ })).toContainText(/L\* \d+/);

  // The wheel: a picture of hue and chroma, and the widest gap said in words, as the hues it spans.
  await show.getByRole('button', { name: 'Hue wheel' }).click();
  const wheel = main.getByRole('region', { name: 'Hue and chroma' }).getByRole('img');
  await expect(wheel).toHaveAccessibleName(
    /the angle is the hue.*Widest gap in hue: 86°, from yellow-green through green to turquoise \(between Sap Green and Phthalocyanine Turquoise\)\.$/,
  );
  await expect(wheel.locator('circle[fill^="#"]')).toHaveCount(PAINTS.length);
  await page.screenshot({ path: 'test-results/screens/values-and-wheel-1280.png', fullPage: true });

  // Printed as shown, by the browser's Print command and by the Print button: the chart keeps its
  // one page, the wheel has a page of its own.
  for (const print of [undefined, printButton(page, printed)]) {
    await print?.();
    await page.emulateMedia({ media: 'print' });
    const sheet = printingSheet(page);
    await expect(sheet.getByRole('list', { name: /^Palette chart/ }).getByText(/^L\* \d+$/)).toHaveCount(GRID_NAMES.length);
    await expect(sheet.getByRole('list', { name: 'Working area' }).getByText(/^L\* \d+$/)).toHaveCount(ASIDE_NAMES.length);
    await expect(sheet.getByRole('heading', { name: 'Hue and chroma · Ghost Ranch' })).toBeVisible();
    await expect(sheet.getByRole('img')).toHaveAccessibleName(/Widest gap in hue/);
    // On paper the numbers' key is printed with the wheel: every paint named.
    await expectNames(sheet.getByRole('list', { name: 'Paints on the wheel' }), [...GRID_NAMES, ...ASIDE_NAMES]);
    await expectNothingClipped(sheet);
    expect(await printedPages(page, print)).toEqual([2, 2]);
    await page.emulateMedia({ media: 'screen' });
  }
  // In values alone, the chart is still one page.
  await show.getByRole('button', { name: 'Hue wheel' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(printingSheet(page).getByRole('img')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/print-values.png', fullPage: true });
  expect(await printedPages(page)).toEqual([1, 1]);
});
