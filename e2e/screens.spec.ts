import type { Locator, Page } from '@playwright/test';
import { TIMINGS } from '#common/constants.ts';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { createSharedPalette, openAuthDialog, pageApi, swatchNamed, type TPaint } from './ui';

// Issue 41's screens: working-area names and swatch names (item 10), the sign-in dialog's focus and
// touch targets (13), the color-details tooltip (14), a phone's grid and header (15).

const DS = 'Daniel Smith';
const grid = (position: number, paintName: string, hexCode: string, facts: Partial<TPaint> = {}): TPaint => ({
  position,
  paintName,
  hexCode,
  ...facts,
});
const aside = (cell: number, paintName: string, hexCode: string): TPaint => ({
  paintName,
  hexCode,
  isInWorkingArea: true,
  workingAreaPosition: cell,
  workingAreaRow: 0,
  workingAreaColumn: cell,
});

const SIX_WIDE: TPaint[] = [
  grid(0, 'Quinacridone Rose', '#D4365B', { manufacturer: DS, pigmentCode: 'PV19' }),
  grid(1, 'French Ultramarine', '#1F3A93', { manufacturer: 'Winsor & Newton', pigmentCode: 'PB29' }),
  grid(2, 'Hansa Yellow Medium', '#F2C230'),
  grid(3, 'Burnt Sienna', '#A0522D'),
  grid(4, 'Phthalo Blue', '#0F4C81'),
  grid(5, 'Sap Green', '#507D2A'),
  grid(6, 'Cobalt Teal Blue', '#2AA198'),
  grid(11, 'Moonglow', '#5A5C7A'),
  aside(0, 'Quinacridone Gold', '#C8881E'),
  aside(1, 'French Ultramarine', '#1F3A93'),
  aside(2, 'Hansa Yellow Medium', '#F2C230'),
  aside(3, 'Sap Green', '#507D2A'),
];

/** The artist's id and a palette of theirs made through the API; its id. */
async function paletteOf(page: Page, email: string, name: string, columns: number, paints: readonly TPaint[]) {
  return createSharedPalette(page, email, { name, rows: 2, columns }, paints);
}

/**
 * Every swatch of `list`, its accessible name beside the words it shows: WCAG 2.5.3 (and axe's
 * label-content-name-mismatch) asks that the name contain them, case and punctuation aside.
 */
function namesAndLabels(list: Locator) {
  return list.getByRole('button').evaluateAll((swatches) =>
    swatches.map((swatch) => {
      const plain = (text: string) =>
        text
          .toLowerCase()
          .replace(/[.,…*]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
      return { name: plain(swatch.getAttribute('aria-label') ?? ''), shown: plain((swatch as HTMLElement).innerText) };
    }),
  );
}

test("working-area cells show a name's first 12 characters, and every swatch's name contains what it shows", async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Hilma af Klint' });
  const id = await paletteOf(page, email, 'Six Wide', 6, SIX_WIDE);
  await page.goto(`/palettes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Six Wide' })).toBeVisible();
  const main = page.getByRole('main');
  const board = [main.getByRole('list', { name: 'Palette grid, 2 × 6' }), main.getByRole('list', { name: 'Working area, 4 × 6' })];
  const workingArea = board[1] as Locator;
  const values = main.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Values' });

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Spec §2: after 12 characters, 'Quinacridone' as 'Quin.'; the name begins with what is shown.
    await expect(swatchNamed(workingArea, 'French Ultramarine', 'working area cell 2')).toHaveText('French Ultra…');
    await expect(swatchNamed(workingArea, 'Hansa Yellow Medium', 'working area cell 3')).toHaveText('Hansa Yellow…');
    const gold = workingArea.getByRole('button', { name: 'Quin. Gold, Quinacridone Gold, working area cell 1', exact: true });
    await expect(gold).toHaveText('Quin. Gold');
    await page.screenshot({ path: `test-results/screens/working-area-names-${width}.png`, fullPage: true });
    for (const showingValues of [false, true]) {
      await expect(values).toHaveAttribute('aria-pressed', String(showingValues));
      for (const list of board) {
        for (const { name, shown } of await namesAndLabels(list)) expect(name, `what "${shown}" is called`).toContain(shown);
      }
      await expectNoAxeViolations(page, showingValues ? 'palette detail in values' : 'palette detail');
      await values.click();
    }
  }
  // On a phone's six columns the grid's swatch is narrow: 'Quin. Rose', said first.
  await expect(main.getByRole('button', { name: 'Quin. Rose, Quinacridone Rose, grid slot 1', exact: true })).toHaveText('Quin. Rose');
});

test('a palette on a phone: six columns on the screen, the header one row, every control at least 44 px', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Sonia Delaunay-Terk' });
  const six = await paletteOf(page, email, 'Six Wide', 6, SIX_WIDE);
  expect((await pageApi(page).put(`/api/palettes/${six}`, { tags: ['spring', 'florals'] })).ok()).toBe(true);
  const eight = await paletteOf(page, email, 'Eight Wide', 8, [grid(7, 'Ivory Black', '#2B2A28')]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/palettes/${six}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Six Wide' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/phone-six-columns-375.png', fullPage: true });

  // The header is one row: the product and the person's menu side by side, 44 px controls high.
  const header = page.getByRole('banner');
  const product = await header.getByRole('link', { name: 'Palette Library' }).boundingBox();
  const menu = header.getByRole('button', { name: /^Sonia Delaunay-Terk\b.*Menu$/ });
  const menuBox = await menu.boundingBox();
  expect((await header.boundingBox())?.height).toBeLessThan(70);
  expect(Math.abs((product?.y ?? 0) - (menuBox?.y ?? 100))).toBeLessThan(4);

  // Six columns on the screen, each swatch at least 40 px (DESIGN), no sideways scroll and no hint.
  const swatches = await page.getByRole('list', { name: 'Palette grid, 2 × 6' }).getByRole('button').all();
  expect(swatches.length).toBeGreaterThanOrEqual(12);
  for (const swatch of swatches) {
    const box = await swatch.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(box?.width).toBeGreaterThanOrEqual(40);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByText(/Scroll sideways/)).toHaveCount(0);

  // Every control is at least 44 px each way: the tag remove buttons, the skip link once focused,
  // the menu's items.
  await expect(page.getByRole('button', { name: 'Remove tag spring' })).toBeVisible();
  expect(await smallControls(page.getByRole('main'))).toEqual([]);
  expect(await smallControls(header)).toEqual([]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await menu.click();
  const items = page.getByRole('menu');
  await expect(items.getByRole('menuitem')).toHaveText(['Profile settings', 'Studio', 'Studio Watercolors (opens in a new tab)', 'Logout']);
  expect(await smallControls(items)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/phone-account-menu-375.png' });
  await expectNoAxeViolations(page, 'account menu');
  await items.getByRole('menuitem', { name: 'Profile settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  // Wider than six columns: the grid scrolls in its frame, and says so.
  await page.goto(`/palettes/${eight}`);
  await expect(page.getByText('Scroll sideways to see all 8 columns')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

/** The controls in `scope` less than 44 px wide or high (DESIGN's touch target), by name and size. */
function smallControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role="button"], [role="menuitem"], [role="switch"], [role="tab"]',
      ),
    ]
      .filter((control) => control.getClientRects().length > 0 && !control.closest('.sr-only'))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ control, box }) =>
          `${control.getAttribute('aria-label') ?? control.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

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

test('a swatch shows its color details after 1 s of hover or keyboard focus, never on a tap or during a drag', async ({
  page,
  browser,
  signIn,
}) => {
  const email = await signIn(page, { name: 'Emily Carr' });
  const id = await paletteOf(page, email, 'Forest', 4, [
    grid(0, 'Pyrrol Scarlet', '#DF3A2B', { manufacturer: DS, pigmentCode: 'PR255', lightfastness: 'I-Excellent' }),
    grid(1, 'Burnt Sienna', '#A0522D', { manufacturer: 'Winsor & Newton', pigmentCode: 'PBr7' }),
    aside(0, 'Naples Yellow', '#F4D98B'),
  ]);
  await page.clock.install();
  await page.goto(`/palettes/${id}`);
  const scarlet = swatchNamed(page, 'Pyrrol Scarlet', 'grid slot 1');
  const sienna = swatchNamed(page, 'Burnt Sienna', 'grid slot 2');
  await expect(scarlet).toBeVisible();
  // Time stands still from here but when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  const tooltip = page.getByRole('tooltip');

  // Hover: nothing until the spec's delay has passed, then the details, said as its description.
  await scarlet.hover();
  await page.clock.runFor(TIMINGS.tooltipDelayMs - 50);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(tooltip).toHaveText('Daniel Smith, Pigments: PR255, Lightfastness: I-Excellent, #DF3A2B');
  await expect(scarlet).toHaveAccessibleDescription(/Daniel Smith, Pigments: PR255, Lightfastness: I-Excellent, #DF3A2B$/);
  await page.screenshot({ path: 'test-results/screens/swatch-tooltip-1280.png' });
  // axe waits on timers of its own: time runs for the scan, and stands still again after.
  await page.clock.resume();
  await expectNoAxeViolations(page, 'swatch tooltip');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  // The pointer leaves, as a hand does: moving on, away from the swatch and its tooltip.
  await page.mouse.move(0, 0, { steps: 5 });
  await expect(tooltip).toHaveCount(0);

  // Keyboard focus: the same delay; Escape closes it and leaves focus where it was.
  await scarlet.focus();
  await page.keyboard.press('Tab');
  await expect(sienna).toBeFocused();
  await page.clock.runFor(TIMINGS.tooltipDelayMs - 50);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(tooltip).toHaveText('Winsor & Newton, Pigments: PBr7, #A0522D');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(sienna).toBeFocused();

  // A drag held over another swatch for longer than the delay shows none, and still moves the color.
  const from = await scarlet.boundingBox();
  const to = await swatchNamed(page, 'Naples Yellow', 'working area cell 1').boundingBox();
  await page.mouse.move((from?.x ?? 0) + 10, (from?.y ?? 0) + 10);
  await page.mouse.down();
  await page.mouse.move((to?.x ?? 0) + 10, (to?.y ?? 0) + 10, { steps: 8 });
  await page.clock.runFor(TIMINGS.tooltipDelayMs * 2);
  await expect(tooltip).toHaveCount(0);
  await page.mouse.up();
  await page.clock.runFor(100);
  await expect(swatchNamed(page, 'Pyrrol Scarlet', 'working area cell 1')).toBeVisible();

  // A tap on a phone opens the details, and no tooltip comes after.
  const phone = await browser.newContext({ baseURL: E2E.baseUrl, hasTouch: true, viewport: { width: 375, height: 740 } });
  const touch = await phone.newPage();
  await touch.clock.install();
  await touch.goto(`/palette/${id}?share=true`);
  const naples = touch.getByRole('button', { name: /^Naples Yellow$/ });
  await expect(naples).toBeVisible();
  await naples.tap();
  await expect(touch.getByRole('dialog', { name: 'Naples Yellow' })).toBeVisible();
  await touch.clock.runFor(TIMINGS.tooltipDelayMs * 2);
  await expect(touch.getByRole('tooltip')).toHaveCount(0);
  await phone.close();
});
