import type { Locator } from '@playwright/test';
import type { TCreateColorRequest } from '#common/schemas/color.ts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectNothingClipped, printedPages, printingSheet } from './printing';
import { pageApi } from './ui';

type Paint = Omit<TCreateColorRequest, 'paletteId' | 'position'>;

// A watercolorist's 24, as the makers' charts were recorded before issue 25's swatch rules (pigments where the catalogue has them): four blues within 6° of hue
// (two ultramarines on one spot), yellows, reds and violets close together, two near-neutrals.
const DS = 'Daniel Smith';
const WN = 'Winsor & Newton';
const PAINTS: Paint[] = [
  { paintName: 'Hansa Yellow Light', manufacturer: DS, pigmentCode: 'PY3', hexCode: '#FDEE00' },
  { paintName: 'Winsor Lemon', manufacturer: WN, pigmentCode: 'PY175', hexCode: '#FEEC00' },
  { paintName: 'Hansa Yellow Medium', manufacturer: DS, pigmentCode: 'PY97', hexCode: '#FFDE00' },
  { paintName: 'New Gamboge', manufacturer: DS, hexCode: '#FFB700' },
  { paintName: 'Quinacridone Gold', manufacturer: DS, hexCode: '#DD7F27' },
  { paintName: 'Raw Sienna', manufacturer: DS, pigmentCode: 'PBr7', hexCode: '#CF7931' },
  { paintName: 'Pyrrol Orange', manufacturer: DS, pigmentCode: 'PO73', hexCode: '#FF5500' },
  { paintName: 'Burnt Sienna', manufacturer: DS, pigmentCode: 'PBr7', hexCode: '#A94D34' },
  { paintName: 'Pyrrol Scarlet', manufacturer: DS, pigmentCode: 'PR255', hexCode: '#E72D2C' },
  { paintName: 'Pyrrol Red', manufacturer: DS, pigmentCode: 'PR254', hexCode: '#D7292E' },
  { paintName: 'Permanent Alizarin Crimson', manufacturer: DS, hexCode: '#BF2036' },
  { paintName: 'Quinacridone Rose', manufacturer: DS, pigmentCode: 'PV19', hexCode: '#D22D58' },
  { paintName: 'Quinacridone Magenta', manufacturer: 'Holbein', pigmentCode: 'PR122', hexCode: '#BC2154' },
  { paintName: 'Carbazole Violet', manufacturer: DS, pigmentCode: 'PV23', hexCode: '#513862' },
  { paintName: 'Ultramarine Violet', manufacturer: DS, pigmentCode: 'PV15', hexCode: '#8D6BBB' },
  { paintName: 'French Ultramarine', manufacturer: DS, pigmentCode: 'PB29', hexCode: '#084CD1' },
  { paintName: 'Ultramarine Blue', manufacturer: DS, pigmentCode: 'PB29', hexCode: '#074DD8' },
  { paintName: 'Phthalo Blue (Green Shade)', manufacturer: DS, pigmentCode: 'PB15:3', hexCode: '#313871' },
  { paintName: 'Cobalt Blue', manufacturer: DS, pigmentCode: 'PB28', hexCode: '#0057C8' },
  { paintName: 'Cerulean Blue Chromium', manufacturer: DS, pigmentCode: 'PB36', hexCode: '#0080B8' },
  { paintName: 'Phthalo Green (Blue Shade)', manufacturer: DS, pigmentCode: 'PG7', hexCode: '#005C4E' },
  { paintName: 'Permanent Sap Green', manufacturer: WN, hexCode: '#45682C' },
  { paintName: "Payne's Gray", manufacturer: DS, hexCode: '#4C5462' },
  { paintName: 'Chinese White', manufacturer: DS, pigmentCode: 'PW4', hexCode: '#F3EFEA' },
];

/** Taps the centre of a dot on the wheel, as a finger would. */
async function tapDot(wheel: Locator, hexCode: string) {
  await wheel.scrollIntoViewIfNeeded();
  const box = await wheel.locator(`circle[fill="${hexCode}"]`).boundingBox();
  if (!box) throw new Error(`no dot for ${hexCode}`);
  await wheel.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test.use({ hasTouch: true });

test('the hue wheel names every paint: by tap on the wheel and by keyboard in its key, at 375 and 1280 px', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Winslow Homer' });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', {
    userId: me.id,
    name: 'Prouts Neck',
    medium: 'Watercolor',
    rows: 3,
    columns: 8,
  });
  const { id } = (await created.json()) as { id: string };
  for (const [position, paint] of PAINTS.entries()) {
    const res = await pageApi(page).post('/api/colors', { paletteId: id, position, ...paint });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto(`/palettes/${id}`);
  const main = page.getByRole('main');
  await main.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Hue wheel' }).click();
  const region = main.getByRole('region', { name: 'Hue and chroma' });
  const wheel = region.getByRole('img');
  // The caption names the picture: the gap over the turquoises is said so, not 'blue'.
  await expect(wheel).toHaveAccessibleName(
    /numbered round the wheel.*Widest gap in hue: 80°, from green through turquoise to blue \(between Phthalo Green \(Blue Shade\) and Cerulean Blue Chromium\)\.$/,
  );
  const key = region.getByRole('radiogroup', { name: 'Paints on the wheel' });
  await expect(key.getByRole('radio')).toHaveCount(PAINTS.length);
  const chosen = region.getByRole('status');
  await expect(chosen).toHaveText('Tap or click a dot or a number to see which paint it is.');

  // By keyboard: the key is one stop in the Tab order (here reached back from the section after
  // it, the mixing choices), then arrows go round the wheel.
  await main.getByRole('region', { name: 'Mixing' }).getByRole('button').first().focus();
  await page.keyboard.press('Shift+Tab');
  const first = key.getByRole('radio', { name: '1 Cerulean Blue Chromium, PB36' });
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const cobalt = key.getByRole('radio', { name: '2 Cobalt Blue, PB28' });
  await expect(cobalt).toBeFocused();
  await expect(cobalt).toBeChecked();
  await expect(chosen).toContainText('Cobalt Blue · Daniel Smith · PB28');
  await expect(chosen).toContainText('blue, chroma');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(key.getByRole('radio', { name: "24 Payne's Gray" })).toBeChecked();
  await expect(chosen).toContainText('near-neutral, in the middle');
  await expectNoAxeViolations(page, 'hue wheel of 24 colors, one chosen');
  await page.screenshot({ path: 'test-results/screens/hue-wheel-1280.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'test-results/screens/hue-wheel-1280-dark.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // By touch on a phone: a tap on a dot names its paint; the key's rows are 44 px targets.
  await page.setViewportSize({ width: 375, height: 740 });
  await tapDot(wheel, '#0080B8');
  await expect(chosen).toContainText('Cerulean Blue Chromium · Daniel Smith · PB36');
  await expect(key.getByRole('radio', { name: /^1 Cerulean/ })).toBeChecked();
  // Two ultramarines on one spot: the first tap names one and says the other is there, the next names the other.
  await tapDot(wheel, '#084CD1');
  await expect(chosen).toContainText('French Ultramarine · Daniel Smith · PB29');
  await expect(chosen).toContainText('on the same spot: 5 Ultramarine Blue');
  await tapDot(wheel, '#084CD1');
  await expect(chosen).toContainText('Ultramarine Blue · Daniel Smith · PB29');
  await expect(chosen).toContainText('on the same spot: 4 French Ultramarine');
  for (const radio of await key.getByRole('radio').all()) expect((await radio.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The numbers' discs on the wheel: at least 24 px across (WCAG 2.5.8), a tap near one picks it.
  const disc = await wheel.locator('g > circle').first().boundingBox();
  expect(disc?.width).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page, 'hue wheel of 24 colors, one chosen');
  await page.screenshot({ path: 'test-results/screens/hue-wheel-375.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'test-results/screens/hue-wheel-375-dark.png', fullPage: true });

  // On paper: the wheel on a page of its own after the chart, with every number's name in its key.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  const sheet = printingSheet(page);
  await expect(sheet.getByRole('list', { name: 'Paints on the wheel' }).getByRole('listitem')).toHaveCount(PAINTS.length);
  await expect(sheet.getByRole('img')).toHaveAccessibleName(/from green through turquoise to blue/);
  await expectNothingClipped(sheet);
  await page.screenshot({ path: 'test-results/screens/hue-wheel-print.png', fullPage: true });
  expect(await printedPages(page)).toEqual([2, 2]);
});
