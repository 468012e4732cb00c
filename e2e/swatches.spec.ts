import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { TCreateColorRequest } from '#common/schemas/color.ts';
import { expect, test } from './fixtures';
import { pageApi, swatchNamed } from './ui';

const DS = 'Daniel Smith';
const WN = 'Winsor & Newton';

// Pigment fields typed as painters do, some in the wrong casing, which the app stores in standard form.
const PAINTS: Omit<TCreateColorRequest, 'paletteId'>[] = [
  { position: 0, paintName: 'Quinacridone Burnt Orange', manufacturer: DS, pigmentCode: 'PO48', hexCode: '#A8471E' },
  { position: 1, paintName: 'Burnt Sienna', manufacturer: WN, pigmentCode: 'PBR7', hexCode: '#8A3B1E' },
  { position: 2, paintName: 'Pyrrol Scarlet', manufacturer: DS, pigmentCode: 'PR255', hexCode: '#DF3A2B' },
  { position: 3, paintName: 'Ivory Black', manufacturer: WN, pigmentCode: 'pbk 9', hexCode: '#2B2A28' },
  { position: 4, paintName: 'French Ultramarine', manufacturer: WN, pigmentCode: 'PB29', hexCode: '#1F3A93' },
  { position: 5, paintName: 'Chinese White', manufacturer: WN, pigmentCode: 'PW4', hexCode: '#F7F5EE' },
  { position: 6, paintName: 'Hansa Yellow Medium', manufacturer: DS, pigmentCode: 'PY97', hexCode: '#F6C21B' },
  { position: 7, paintName: 'Phthalo Blue (Green Shade)', manufacturer: DS, pigmentCode: 'PB15:3', hexCode: '#0F4C81' },
  { position: 8, paintName: 'Neutral Tint', manufacturer: WN, pigmentCode: 'PBk6, PV19, PB15', hexCode: '#3A3B41' },
  { position: 9, paintName: 'Sap Green', manufacturer: 'M. Graham', pigmentCode: 'PG7 PY110', hexCode: '#4F6B2A' },
  { position: 11, paintName: 'Cerulean Blue Chromium', manufacturer: WN, pigmentCode: 'PB36', hexCode: '#2A7FB0' },
  { position: 12, paintName: 'Perylene Maroon', manufacturer: DS, pigmentCode: 'PR179', hexCode: '#6B1F2B' },
  { position: 23, paintName: 'Cobalt Teal Blue', manufacturer: DS, pigmentCode: 'PG50', hexCode: '#1FA39A' },
  {
    isInWorkingArea: true,
    workingAreaPosition: 0,
    paintName: 'Quinacridone Gold',
    manufacturer: DS,
    pigmentCode: 'PO49',
    hexCode: '#C88A1F',
  },
];

/** A palette of 2 rows × 12 columns holding PAINTS, made through the API with the page's session. */
async function createPalette(page: Page, email: string): Promise<string> {
  const user = await page.request.get(`/api/user/email/${encodeURIComponent(email)}`);
  const { id: userId } = (await user.json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', { name: 'Earth and Sky', medium: 'Watercolor', rows: 2, columns: 12, userId });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const paint of PAINTS) expect((await pageApi(page).post('/api/colors', { paletteId: id, ...paint })).status()).toBe(201);
  return id;
}

/**
 * What the swatches and the text under them show, measured in the page: the smallest font size of
 * any visible text, and every word whose text falls on more than one line (broken inside).
 */
function measureText(list: Locator) {
  return list.evaluate((root) => {
    let smallest = Infinity;
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.getClientRects().length === 0 || parent.closest('.sr-only')) continue;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(parent).fontSize));
      for (const word of (node.textContent ?? '').matchAll(/[^\s·]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        // A word ending in an ellipsis has two boxes on one line; a broken word has boxes on two.
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return { smallest, broken };
  });
}

async function expectReadableSwatches(page: Page, minSwatch: number) {
  const main = page.getByRole('main');
  const grid = main.getByRole('list', { name: 'Palette grid, 2 × 12' });
  const workingArea = main.getByRole('list', { name: 'Working area, 4 × 6' });
  // Names are unique on the page, so a swatch is found from the page (and so also works inside `has`).
  const swatch = (name: string, slot: number) => swatchNamed(page, name, `grid slot ${slot}`);
  const slotOf = (name: string, slot: number) => grid.getByRole('listitem').filter({ has: swatch(name, slot) });

  // A long name wraps between words; its long first word takes the short form painters use.
  const orange = swatch('Quinacridone Burnt Orange', 1);
  await expect(orange.getByText('Quin.', { exact: true })).toBeVisible();
  await expect(orange.getByText('Quinacridone', { exact: true })).toBeHidden();
  await expect(orange.getByText('Orange', { exact: true })).toBeVisible();
  for (const list of [grid, workingArea]) {
    const { smallest, broken } = await measureText(list);
    expect(smallest).toBeGreaterThanOrEqual(11);
    expect(broken).toEqual([]);
  }
  const box = await orange.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(minSwatch);

  // Under the owner's swatches: the manufacturer, then the codes in their standard casing.
  await expect(slotOf('Burnt Sienna', 2)).toContainText(WN);
  await expect(slotOf('Burnt Sienna', 2).getByText('PBr7', { exact: true })).toBeVisible();
  await expect(slotOf('Ivory Black', 4).getByText('PBk9', { exact: true })).toBeVisible();
  await expect(slotOf('Neutral Tint', 9)).toContainText('PBk6 · PV19 · PB15');
  await expect(main.getByText('PBR7', { exact: true })).toHaveCount(0);

  // Every label reaches 4.5:1 on its paint: black on Pyrrol Scarlet, where white reaches 4.4:1.
  await expect(swatch('Pyrrol Scarlet', 3).getByText('Scarlet', { exact: true })).toHaveCSS('color', 'rgb(0, 0, 0)');
  const contrast = await new AxeBuilder({ page }).include('main ul').withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);

  // The last column is reached by scrolling the grid, not by shrinking it.
  const last = swatch('Cobalt Teal Blue', 24);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('swatches read as a chart at 1280 and 375 px: whole words, 11 px labels, facts, focus ring, contrast', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Georgia O’Keeffe' });
  const id = await createPalette(page, email);
  await page.goto(`/palettes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Earth and Sky' })).toBeVisible();

  await expectReadableSwatches(page, 56);
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Palette grid, 2 × 12' })
    .evaluate((grid) => grid.parentElement?.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/swatches-1280.png', fullPage: true });

  // A focused filled swatch shows the same ring as an empty slot.
  const sienna = swatchNamed(page, 'Burnt Sienna', 'grid slot 2');
  await swatchNamed(page, 'Quinacridone Burnt Orange', 'grid slot 1').focus();
  await page.keyboard.press('Tab');
  await expect(sienna).toBeFocused();
  const ring = await sienna.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  const around = await sienna.boundingBox();
  if (around) {
    const clip = { x: around.x - 12, y: around.y - 12, width: around.width + 24, height: around.height + 24 };
    await page.screenshot({ path: 'test-results/screens/swatch-focus-1280.png', clip });
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await expectReadableSwatches(page, 40);
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Palette grid, 2 × 12' })
    .evaluate((grid) => grid.parentElement?.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/swatches-375.png', fullPage: true });
});
