import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { linkIn } from './smtp';
import { createSharedPalette, pageApi, type TPaint } from './ui';

// Issue 27, phone and layout: every view of a palette fits 320–375 px without the page scrolling
// sideways; up to four columns are wholly on screen, a wider grid scrolls inside its own frame and
// says so; a swatch shows one form of its name; working-area names are read whole.

const DS = 'Daniel Smith';
const WN = 'Winsor & Newton';
const NAMES: [string, string][] = [
  ['Quinacridone Burnt Orange', '#A8471E'],
  ['Quinacridone Gold', '#C88A1F'],
  ['Hansa Yellow Medium', '#F6C21B'],
  ['French Ultramarine', '#1F3A93'],
  ['Burnt Sienna', '#8A3B1E'],
  ['Cerulean Blue Chromium', '#2A7FB0'],
  ['Phthalo Blue (Green Shade)', '#0F4C81'],
  ['Perylene Maroon', '#6B1F2B'],
  ['Sap Green', '#4F6B2A'],
  ['Neutral Tint', '#3A3B41'],
  ['Naples Yellow', '#F2D28E'],
  ['Chinese White', '#F7F5EE'],
];
/** A full row of twelve, or three rows of four: the columns a painter's box has. */
const GRID: TPaint[] = NAMES.map(([paintName, hexCode], position) => ({
  position,
  paintName,
  hexCode,
  manufacturer: position % 2 === 0 ? DS : WN,
}));
/** Set aside: names the working area's 12-character rule shortens ('Hansa Yellow…', 'Quin. Rose'). */
const ASIDE_NAMES: [string, string][] = [
  ['Hansa Yellow Deep', '#F2A81D'],
  ['Quinacridone Rose', '#D4245E'],
  ['Cobalt Teal Blue', '#1FA39A'],
];
const ASIDE: TPaint[] = ASIDE_NAMES.map(([paintName, hexCode], index) => ({
  paintName,
  hexCode,
  isInWorkingArea: true,
  workingAreaPosition: index,
  workingAreaRow: 0,
  workingAreaColumn: index,
}));
const CUE = 'Scroll sideways to see all 12 columns';

async function newBrowserPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
}

function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Every swatch of the grid wholly on the screen, at least 40 px wide, and the page not wider than the screen. */
async function expectWholeGridOnScreen(page: Page, grid: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
  const swatches = await grid.getByRole('button').all();
  expect(swatches).toHaveLength(12);
  for (const swatch of swatches) {
    const box = await swatch.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(box?.width).toBeGreaterThanOrEqual(40);
  }
  await expect(page.getByText(CUE)).toHaveCount(0);
}

/** A twelve-column grid: the page keeps the screen's width, the grid scrolls inside its frame, and a line says so. */
async function expectGridScrollsInItsFrame(page: Page, grid: Locator, last: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  await expect(page.getByText(CUE)).toBeVisible();
  await expect(last).not.toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
  await grid.evaluate((list) => list.parentElement?.scrollTo(0, 0));
}

/**
 * Text in the list that is cut off: by an ellipsis the browser draws, or by the edge of its swatch.
 * None, when names are read whole.
 */
function clippedTexts(list: Locator): Promise<string[]> {
  return list.evaluate((root) =>
    [...root.querySelectorAll('span')]
      .filter((span) => {
        if (span.getClientRects().length === 0 || span.closest('.sr-only')) return false;
        const text = span.getBoundingClientRect();
        const swatch = span.closest('button, [role="button"]')?.getBoundingClientRect();
        const outside = swatch !== undefined && (text.top < swatch.top - 0.5 || text.bottom > swatch.bottom + 0.5);
        return outside || span.scrollWidth > span.clientWidth + 1;
      })
      .map((span) => span.textContent ?? ''),
  );
}

test('a shared palette fits a phone: four columns on screen, twelve scrolling in their frame, one form of each name', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(90_000);
  const email = await signIn(page, { name: 'Winslow Homer' });
  const narrow = await createSharedPalette(page, email, { name: 'Pocket Box', rows: 3, columns: 4 }, GRID);
  const wide = await createSharedPalette(page, email, { name: 'Studio Wall', rows: 2, columns: 12 }, [...GRID, ...ASIDE]);

  const visitor = await newBrowserPage(browser);
  await visitor.goto(`/palette/${narrow}?share=true`);
  const grid = visitor.getByRole('list', { name: 'Palette chart, 3 × 4' });
  // A wide swatch shows the whole word, a narrow one the short form: never both.
  // Named by what it shows first: 'Quin. Gold, Quinacridone Gold' where the short form shows.
  const gold = grid.getByRole('button', { name: /(?:^|, )Quinacridone Gold$/ });
  await expect(gold).toBeVisible();
  await visitor.screenshot({ path: 'test-results/screens/phone-shared-4-columns-1280.png', fullPage: true });
  await expect(gold.getByText('Quinacridone', { exact: true })).toBeVisible();
  await expect(gold.getByText('Quin.', { exact: true })).toBeHidden();
  await expectNoAxeViolations(visitor, 'shared view, 4 columns');
  for (const width of [375, 320]) {
    await visitor.setViewportSize({ width, height: 740 });
    await visitor.screenshot({ path: `test-results/screens/phone-shared-4-columns-${width}.png`, fullPage: true });
    await expectWholeGridOnScreen(visitor, grid);
    await expect(gold.getByText('Quin.', { exact: true })).toBeVisible();
    await expect(gold.getByText('Quinacridone', { exact: true })).toBeHidden();
  }
  await expectNoAxeViolations(visitor, 'shared view, 4 columns');

  await visitor.goto(`/palette/${wide}?share=true`);
  const wideGrid = visitor.getByRole('list', { name: 'Palette chart, 2 × 12' });
  for (const width of [320, 375]) {
    await visitor.setViewportSize({ width, height: 740 });
    await expect(wideGrid).toBeVisible();
    await visitor.screenshot({ path: `test-results/screens/phone-shared-12-columns-${width}.png`, fullPage: true });
    await expectGridScrollsInItsFrame(visitor, wideGrid, wideGrid.getByRole('button', { name: 'Chinese White' }));
    expect(await clippedTexts(visitor.getByRole('list', { name: 'Working area, 4 × 6' }))).toEqual([]);
  }
  await expectNoAxeViolations(visitor, 'shared view, 12 columns');
  await visitor.context().close();
});

/**
 * The words of the working area's labels that the cell's edge breaks across lines ('Hans' / 'a').
 * A word wider than its cell still wraps inside; these short ones fit a phone's cell whole.
 */
function brokenWords(list: Locator, words: string[]): Promise<string[]> {
  return list.evaluate((root, wanted) => {
    const broken: string[] = [];
    for (const label of root.querySelectorAll('span[aria-hidden="true"]')) {
      const text = label.firstChild;
      if (text?.nodeType !== Node.TEXT_NODE) continue;
      let start = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (wanted.includes(word) && lines.size > 1) broken.push(word);
        start += word.length + 1;
      }
    }
    return broken;
  }, words);
}

/** Every cell of the working area at least 40 px wide (DESIGN's smallest swatch on a phone). */
async function narrowestCell(list: Locator): Promise<number> {
  return list.evaluate((root) => Math.min(...[...root.children].map((cell) => cell.getBoundingClientRect().width)));
}

test('an invited painter reads a palette on a phone: four columns on screen, twelve in their frame, working-area names whole', async ({
  page,
  browser,
  smtp,
  signIn,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await signIn(page, { name: 'Mary Cassatt' });
  const narrow = await createSharedPalette(page, ownerEmail, { name: 'Pocket Box', rows: 3, columns: 4 }, GRID);
  const wide = await createSharedPalette(page, ownerEmail, { name: 'Studio Wall', rows: 2, columns: 12 }, [...GRID, ...ASIDE]);
  const viewer = await newBrowserPage(browser);
  const viewerEmail = await signIn(viewer, { name: 'Edgar Degas' });
  const viewerId = ((await (await viewer.request.get(`/api/user/email/${encodeURIComponent(viewerEmail)}`)).json()) as { id: string }).id;
  const invitations: [string, string][] = [
    [narrow, 'Pocket Box'],
    [wide, 'Studio Wall'],
  ];
  for (const [id, name] of invitations) {
    expect((await pageApi(page).post(`/api/palettes/${id}/invites`, { email: viewerEmail })).status()).toBe(201);
    const token = linkIn(await smtp.nextMailTo(viewerEmail, new RegExp(name)), /\/invite\/[\w-]{43}/).replace('/invite/', '');
    expect((await pageApi(viewer).post(`/api/invite/${token}/accept`, { userId: viewerId })).ok()).toBe(true);
  }

  await viewer.goto(`/palettes/${wide}`);
  await expect(viewer.getByRole('main')).toContainText('View only');
  const wideGrid = viewer.getByRole('list', { name: 'Palette grid, 2 × 12' });
  const workingArea = viewer.getByRole('list', { name: 'Working area, 4 × 6' });
  for (const width of [1280, 375, 320]) {
    await viewer.setViewportSize({ width, height: 800 });
    await expect(wideGrid).toBeVisible();
    await viewer.screenshot({ path: `test-results/screens/phone-read-only-12-columns-${width}.png`, fullPage: true });
    // The 12-character rule shortens a name once; the cell shows all of what it leaves.
    await expect(workingArea.getByText('Hansa Yellow…', { exact: true })).toBeVisible();
    await expect(workingArea.getByText('Quin. Rose', { exact: true })).toBeVisible();
    expect(await clippedTexts(workingArea)).toEqual([]);
    expect(await brokenWords(workingArea, ['Hansa', 'Quin.', 'Rose', 'Teal…'])).toEqual([]);
    expect(await narrowestCell(workingArea)).toBeGreaterThanOrEqual(40);
    if (width < 1280) await expectGridScrollsInItsFrame(viewer, wideGrid, viewer.getByRole('button', { name: /^Chinese White,/ }));
  }
  await expectNoAxeViolations(viewer, 'read-only palette, 12 columns');

  await viewer.goto(`/palettes/${narrow}`);
  const grid = viewer.getByRole('list', { name: 'Palette grid, 3 × 4' });
  for (const width of [375, 320]) {
    await viewer.setViewportSize({ width, height: 800 });
    await expect(grid).toBeVisible();
    await viewer.screenshot({ path: `test-results/screens/phone-read-only-4-columns-${width}.png`, fullPage: true });
    await expectWholeGridOnScreen(viewer, grid);
  }
  await expectNoAxeViolations(viewer, 'read-only palette, 4 columns');
  await viewer.context().close();
});

test('on a phone the color form is a full-height sheet, Save and Cancel pinned to its bottom edge', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Berthe Morisot' });
  const id = await createSharedPalette(page, email, { name: 'Garden Sketches', rows: 2, columns: 4 });
  await page.goto(`/palettes/${id}`);
  await page.getByRole('button', { name: 'Add color', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add color' });
  await expect(dialog.getByRole('button', { name: 'Save color' })).toBeVisible();

  // The lowest pixel row of the dialog shows the bar holding Cancel, and none of the form's fields.
  const barAtBottom = () =>
    dialog.evaluate((sheet) => {
      const rect = sheet.getBoundingClientRect();
      const bottom = document.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 2);
      const cancel = [...sheet.querySelectorAll('button')].find((button) => button.textContent === 'Cancel');
      const field = sheet.querySelector('input');
      return bottom !== null && cancel !== undefined && bottom.contains(cancel) && field !== null && !bottom.contains(field);
    });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    // As it opens the dialog moves into place; where it stops, at 375 px, is the whole screen.
    if (width === 375) await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    for (const end of [0, 1]) {
      await dialog.evaluate((sheet, to) => sheet.scrollTo(0, to * sheet.scrollHeight), end);
      await page.screenshot({ path: `test-results/screens/phone-color-form-${width}-${end === 0 ? 'top' : 'end'}.png` });
      await expect.poll(barAtBottom).toBe(true);
      await expect(dialog.getByRole('button', { name: 'Save color' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page, 'color form');
  }
});

test('library cards draw at most 4 columns of a palette under 480 px, 6 under 768, 8 under 1024', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Georgia O’Keeffe' });
  await createSharedPalette(page, email, { name: 'Studio Wall', rows: 2, columns: 12 }, [...GRID, ...ASIDE]);
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Studio Wall', exact: true }) });
  const preview = card.getByRole('img', { name: /^Swatches: 12 colors in the grid, 3 colors in the working area/ });
  for (const [width, shown] of [
    [375, 4],
    [600, 6],
    [900, 8],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await card.screenshot({ path: `test-results/screens/phone-library-card-${width}.png` });
    await expect(preview).toHaveAccessibleName(new RegExp(`first ${shown} of 12 columns shown$`));
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
  }
  // The cells of a phone's preview are big enough to tell the paints apart.
  await page.setViewportSize({ width: 375, height: 800 });
  const cell = await preview.locator('span').first().boundingBox();
  expect(cell?.width).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page, 'library');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(preview).toHaveAccessibleName('Swatches: 12 colors in the grid, 3 colors in the working area');
  await expectNoAxeViolations(page, 'library');
});
