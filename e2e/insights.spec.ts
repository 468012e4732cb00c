// Issue 30: an admin distributes a master; six painters open their copies and follow a Buy link on
// it; the admin then opens Insights, brings today up to date, and sees the distribution, the clicks,
// the paint and the master that earned them, and downloads a chart's numbers as CSV.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import type { SignIn } from './sessions';
import { pageApi, toast } from './ui';

// One more than the fold needs: two people may share a bit of a row's people sketch (about 3 % for
// six), and a row is shown when its bits say 5 people or more.
const PAINTERS = 6;

async function signedInAdmin(browser: Browser, signIn: SignIn): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
  await signIn(page, { name: 'Brand Analyst', email: E2E.analystEmail, password: 'artist-password-1' });
  return page;
}

test('an admin sees a distribution and the buy clicks it earned in Insights, and downloads their numbers', async ({ browser, signIn }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const master = `Insight Earths ${stamp}`;
  const paint = `Goethite ${stamp}`;
  const admin = await signedInAdmin(browser, signIn);

  // A master with one paint whose Buy link the brand set, given to every painter.
  const created = await pageApi(admin).post('/api/admin/master-palettes', { name: master, medium: 'Watercolor', rows: 1, columns: 2 });
  expect(created.status()).toBe(201);
  const { id: masterId } = (await created.json()) as { id: string };
  const color = {
    paletteId: masterId,
    paintName: paint,
    manufacturer: 'Daniel Smith',
    hexCode: '#8A6A3B',
    affiliateLink: 'https://shop.example.com/goethite',
  };
  expect((await pageApi(admin).post('/api/colors', color)).status()).toBe(201);

  try {
    // Six painters sign up (each is given the master), open their copy and follow its Buy link.
    for (let i = 0; i < PAINTERS; i += 1) {
      const context = await browser.newContext({ baseURL: E2E.baseUrl });
      await context.route(/^https:\/\/shop\.example\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Retailer</title><h1>Retailer</h1>' }),
      );
      const painter = await context.newPage();
      await signIn(painter, { name: `Painter ${i + 1}` });
      if (i === 0) {
        // Given after the master was made: the admin distributes once the first painter exists.
        expect((await pageApi(admin).put(`/api/admin/toggle-distribution/${masterId}`, { isDistributed: true })).ok()).toBe(true);
        await painter.reload();
      }
      await painter.getByRole('region', { name: 'My palettes' }).getByRole('link', { name: master, exact: true }).click();
      await painter.getByRole('button', { name: `${paint}, grid slot 1`, exact: true }).click();
      const counted = painter.waitForRequest(
        (request) =>
          new URL(request.url()).pathname === '/api/analytics/events' && (request.postDataJSON() as { name: string }).name === 'buy_click',
      );
      const [retailer] = await Promise.all([
        painter.waitForEvent('popup'),
        // The color's own Buy link ('Buy'), not its alternatives' ('Buy <paint> by <maker>…').
        painter.getByRole('dialog', { name: paint }).getByRole('link', { name: 'Buy', exact: true }).click(),
      ]);
      // The click names the master it came from.
      expect((await counted).postDataJSON()).toMatchObject({
        name: 'buy_click',
        params: { paint, manufacturer: 'Daniel Smith', palette: masterId },
      });
      await retailer.close();
      await context.close();
    }
  } finally {
    // Hidden again, so that people who sign up in later journeys do not receive it.
    expect((await pageApi(admin).put(`/api/admin/toggle-distribution/${masterId}`, { isDistributed: false })).ok()).toBe(true);
  }

  // The admin's fourth tab, at its own address.
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Insights' }).click();
  await expect(admin).toHaveURL(/\/admin\/insights$/);
  await expect(admin.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await admin.getByRole('button', { name: 'Update now' }).click();
  await expect(toast(admin, 'Insights up to date')).toBeVisible();

  const topPaints = admin.getByRole('table', { name: 'Top paints' });
  await expect(topPaints.getByRole('row').filter({ hasText: paint })).toContainText(`${PAINTERS}`);
  const earning = admin.getByRole('table', { name: 'Curated palettes that earn' });
  await expect(earning.getByRole('row').filter({ hasText: master })).toBeVisible();
  // The distribution: reached everyone who existed, opened by the six.
  const row = admin.getByRole('table', { name: 'Distributions' }).getByRole('row').filter({ hasText: master });
  // Opened: people, estimated from the sketch's bits (one fewer if two share a bit).
  await expect(row.getByRole('cell').last()).toHaveText(new RegExp(`^(${PAINTERS}|${PAINTERS - 1})$`));

  // A chart's numbers as CSV, and its table on demand.
  const clicks = admin.getByRole('figure', { name: 'Buy clicks per day' });
  await clicks.getByText('Show as a table').click();
  await expect(clicks.getByRole('table', { name: 'Buy clicks per day' })).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('figure', { name: 'Top paints' }).getByRole('button', { name: 'Download CSV of Top paints' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insights-buy-paints-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(`\r\n${paint},Daniel Smith,${PAINTERS}\r\n`);

  // A painter cannot reach it.
  const painterContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const painter = await painterContext.newPage();
  await signIn(painter, { name: 'Curious Painter' });
  await painter.goto('/admin/insights');
  await expect(painter.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(painter.getByRole('heading', { name: 'Insights' })).toHaveCount(0);
  await painterContext.close();
  await admin.context().close();
});
