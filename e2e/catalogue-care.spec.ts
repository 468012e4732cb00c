// Issue 42: the brand keeps its catalogue right. An admin fixes a paint's pigment codes in the
// admin panel's Catalogue tab, saying where the fix comes from, and reads it in the paint's
// history; a painter says a catalogue paint's facts are wrong, and the admin sees and resolves it.
// Lascaux's Artist line is used by no other journey, so their catalogue stays as they expect.
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import type { SignIn } from './sessions';
import { createSharedPalette, swatchNamed, toast } from './ui';

async function signedInKeeper(browser: Browser, signIn: SignIn): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
  await signIn(page, { name: 'Catalogue Keeper', email: E2E.keeperEmail, password: 'artist-password-1' });
  return page;
}

async function openCatalogueTab(page: Page) {
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('tab', { name: 'Catalogue', selected: true })).toBeVisible();
  const coverage = page.getByRole('table', { name: 'Catalogue coverage by line' });
  await expect(coverage.getByRole('rowheader', { name: /^Lascaux Artist/ })).toBeVisible();
}

test('an admin fixes a paint’s pigment codes with a source and sees the history', async ({ browser, signIn }) => {
  const page = await signedInKeeper(browser, signIn);
  await openCatalogueTab(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await expectNoAxeViolations(page, 'the Catalogue tab');
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('searchbox', { name: 'Find a paint' }).fill('lascaux hansa');
  await page.getByRole('list', { name: 'Paints found' }).getByRole('button', { name: 'Hansa Yellow Lascaux Artist', exact: true }).click();
  const form = page.getByRole('form', { name: 'Facts of Hansa Yellow' });
  const codes = form.getByRole('textbox', { name: 'Pigment codes' });
  await expect(codes).toHaveValue('');
  await codes.fill('PY 3');
  // No source, no fix.
  await form.getByRole('button', { name: 'Save fix' }).click();
  await expect(form.getByText('Say where the fix comes from: a link, chart or label.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Source' }).fill('https://www.lascaux.ch/en/products/artist');
  await form.getByRole('button', { name: 'Save fix' }).click();
  await expect(toast(page, 'Paint fixed')).toBeVisible();

  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('Catalogue Keeper');
  await expect(history.getByRole('listitem')).toContainText('— → PY3');
  await expect(history.getByRole('link', { name: 'https://www.lascaux.ch/en/products/artist' })).toBeVisible();
  await expect(page.getByText('Fixed by hand (imports keep these): Pigment codes')).toBeVisible();
  // The public catalogue says so at once, and it survives a reload of the tab.
  const found = await page.request.get('/api/paints/search-with-tags?query=lascaux%20hansa');
  expect(
    ((await found.json()) as Array<{ paintName: string; pigmentCodes: string[] }>).find((p) => p.paintName === 'Hansa Yellow')
      ?.pigmentCodes,
  ).toEqual(['PY3']);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Find a paint' }).fill('lascaux hansa');
  await page.getByRole('list', { name: 'Paints found' }).getByRole('button', { name: 'Hansa Yellow Lascaux Artist', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Facts of Hansa Yellow' }).getByRole('textbox', { name: 'Pigment codes' })).toHaveValue(
    'PY3',
  );
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
  await page.context().close();
});

test('a painter reports a wrong fact and the admin sees it', async ({ browser, page, signIn }) => {
  const note = `The tube says PY35 only (${Date.now().toString(36)}).`;
  const email = await signIn(page, { name: 'Reporting Painter' });
  const found = await page.request.get('/api/paints/search-with-tags?query=lascaux%20cadmium%20yellow%20light');
  const paint = ((await found.json()) as Array<{ id: string; paintName: string; manufacturer: string }>).find(
    (p) => p.paintName === 'Cadmium Yellow Light' && p.manufacturer === 'Lascaux',
  );
  if (!paint) throw new Error('Lascaux Cadmium Yellow Light is not in the catalogue');
  const paletteId = await createSharedPalette(page, email, { name: 'Yellows to check', rows: 1, columns: 2 }, [
    { paintName: 'Cadmium Yellow Light', manufacturer: 'Lascaux', hexCode: '#FFE700', position: 0, cataloguePaintId: paint.id },
  ]);
  await page.goto(`/palettes/${paletteId}`);
  await swatchNamed(page, 'Cadmium Yellow Light', 'grid slot 1').press('Enter');
  const details = page.getByRole('dialog', { name: 'Cadmium Yellow Light' });
  await details.getByRole('button', { name: 'This is wrong' }).click();
  const report = page.getByRole('dialog', { name: 'What is wrong with this paint?' });
  await report.getByRole('textbox', { name: 'What is wrong' }).fill(note);
  await expectNoAxeViolations(page, 'the report dialog');
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Thank you')).toBeVisible();
  await expect(report).toBeHidden();

  const admin = await signedInKeeper(browser, signIn);
  await openCatalogueTab(admin);
  const reports = admin.getByRole('list', { name: 'Reports from painters' });
  const item = reports.getByRole('listitem').filter({ hasText: note });
  await expect(item).toContainText('Cadmium Yellow Light');
  await expect(item).toContainText('Reporting Painter');
  await expect(
    admin
      .getByRole('table', { name: 'Catalogue coverage by line' })
      .getByRole('row', { name: /^Lascaux Artist\s*Acrylic/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('1');
  await item.getByRole('button', { name: /^Resolve/ }).click();
  await expect(toast(admin, 'Report resolved')).toBeVisible();
  await expect(item).toHaveCount(0);
  await admin.context().close();
});
