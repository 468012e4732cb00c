import type { Page } from '@playwright/test';
import { htmlProblems } from '#server/test/html-problems.ts';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { createSharedPalette, pageApi, toast } from './ui';

const NOTES = 'Cold press, 300 gsm. Keep the whites of the surf.';
const PERSONAL = 'Granulates in the wash: mine from the 2019 tube.';

/** Scans the page at both widths with a name for each, then returns to desktop width. */
async function scanAtBothWidths(page: Page, screen: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await expectNoAxeViolations(page, screen);
    await page.screenshot({ path: `test-results/screens/${screen.replaceAll(' ', '-')}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Share on the palette page: the dialog while the link is off, then a copy; the link shows the notes only once the owner says so', async ({
  page,
  context,
  browser,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.baseUrl });
  const email = await signIn(page, { name: 'Winslow Homer' });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', {
    userId: me.id,
    name: 'Prouts Neck',
    medium: 'Watercolor',
    rows: 2,
    columns: 4,
  });
  const { id } = (await created.json()) as { id: string };
  expect((await pageApi(page).put(`/api/palettes/${id}`, { notes: NOTES })).ok()).toBe(true);
  const paint = { paletteId: id, paintName: 'Cerulean Blue', hexCode: '#2A7AB0', position: 0, personalNotes: PERSONAL };
  expect((await pageApi(page).post('/api/colors', paint)).ok()).toBe(true);
  await page.goto(`/palettes/${id}`);

  // The link is off: Share opens the dialog, which says what the link shows and keeps the notes off.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share palette' });
  await share.getByRole('switch', { name: 'Link sharing' }).click();
  await expect(
    share.getByText('Anyone with the link can view this palette: its colors, working area, tags and saved mixes.'),
  ).toBeVisible();
  const notesSwitch = share.getByRole('switch', { name: 'Show notes on the shared page' });
  await expect(notesSwitch).not.toBeChecked();
  await expect(notesSwitch).toHaveAccessibleDescription('The palette’s notes stay private, like your personal notes on colors and mixes.');
  await scanAtBothWidths(page, 'share dialog on the palette page');
  await share.getByRole('button', { name: 'Close' }).click();

  // On (the server holds it so once 'Sharing options' stands beside Share), Share copies the link at once and says so.
  await expect(page.getByRole('button', { name: 'Sharing options' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${E2E.baseUrl}/palette/${id}?share=true`);
  await expect(share).toBeHidden();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/share-copied-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Someone holding the link, signed out: the palette, none of its notes.
  const visitor = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
  await visitor.goto(link);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Prouts Neck' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cerulean Blue' })).toBeVisible();
  await expect(main.getByText(NOTES)).toHaveCount(0);

  // The owner shows the notes on the shared page; the visitor reads them after a reload, but never the personal ones.
  await page.getByRole('button', { name: 'Sharing options' }).click();
  await notesSwitch.click();
  await expect(notesSwitch).toBeChecked();
  await expect(notesSwitch).toHaveAccessibleDescription(/^Anyone with the link also reads the palette’s notes/);
  await visitor.reload();
  await expect(main.getByText(NOTES)).toBeVisible();
  await scanAtBothWidths(visitor, 'shared page with notes');
  await main.getByRole('button', { name: 'Cerulean Blue' }).click();
  const details = visitor.getByRole('dialog', { name: 'Cerulean Blue' });
  await expect(details).toBeVisible();
  await expect(details.getByText(PERSONAL)).toHaveCount(0);

  // Off again, and the notes leave the shared page.
  await notesSwitch.click();
  await expect(notesSwitch).not.toBeChecked();
  await visitor.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Prouts Neck' })).toBeVisible();
  await expect(main.getByText(NOTES)).toHaveCount(0);
  await visitor.context().close();
});

test('the shared page is valid HTML with one description, the palette’s, as sent and as rendered', async ({ page, browser, signIn }) => {
  const email = await signIn(page, { name: 'Winslow Homer' });
  const id = await createSharedPalette(page, email, { name: 'Gulf Stream', rows: 2, columns: 4 }, [
    { paintName: 'Cerulean Blue', hexCode: '#2A7AB0', position: 0 },
    { paintName: 'Raw Sienna', hexCode: '#C27C3A', isInWorkingArea: true, workingAreaPosition: 0, workingAreaRow: 0, workingAreaColumn: 0 },
  ]);
  const visitor = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
  const link = `/palette/${id}?share=true`;
  const descriptions = (html: string) => [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]);
  const palettes = ['Watercolor palette with 2 colors, shared on Palette Library.'];

  const sent = await (await visitor.request.get(link)).text();
  expect(descriptions(sent)).toEqual(palettes);
  expect(await htmlProblems(sent)).toEqual([]);

  // Rendered: the palette, and the print sheet kept in the page for the browser's Print command.
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Gulf Stream' })).toBeVisible();
  await expect(visitor.locator('[data-print-sheet]')).toHaveCount(1);
  const rendered = await visitor.content();
  expect(descriptions(rendered)).toEqual(palettes);
  expect(await htmlProblems(rendered)).toEqual([]);
  // The sheet's paper is a rule of the document's head.
  expect(
    await visitor.evaluate(() => [...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes('@page'))),
  ).toBe(true);
  await visitor.context().close();
});
