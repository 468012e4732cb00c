import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { toast } from './ui';

const MASTER = 'Spring Greens';
const NOTES = 'Fresh greens for April sketches.';

const paletteLink = (scope: Locator, name: string) => scope.getByRole('link', { name, exact: true });

/** On how many lines the element's text is laid out. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

/** The element's text, line by line as the browser set it. */
function lineTexts(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const lines: string[] = [];
    let top: number | null = null;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      for (let at = 0; at < (text.textContent ?? '').length; at += 1) {
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        const here = Math.round(range.getBoundingClientRect().top);
        if (here !== top) lines.push('');
        top = here;
        lines[lines.length - 1] += text.textContent?.[at] ?? '';
      }
    }
    return lines;
  });
}

/** Whether a select shows its chosen option's whole text between its paddings. */
function showsWholeChoice(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    if (!(element instanceof HTMLSelectElement)) return false;
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(element.selectedOptions[0]?.text ?? '').width <= room;
  });
}

/**
 * The confirmation dialog asking `question`, once it shows what answering yes does: the spec's
 * prompt, whose question names the dialog and whose rest describes it.
 */
async function asked(page: Page, question: string, then: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toHaveAccessibleDescription(then);
  return dialog;
}

/**
 * The library's count says how many palettes its cards open, each once (decision 014): a curated
 * master already held opens the person's copy, which 'My palettes' shows too.
 */
async function expectCountOfPalettesShown(page: Page) {
  const opened = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const count = new Set(opened).size;
  await expect(page.getByRole('status').filter({ hasText: /palettes?$/ })).toHaveText(count === 1 ? '1 palette' : `${count} palettes`);
}

/** The answer of the next admin request to `path`, once the click that sends it has been made. */
async function answerOf<T>(page: Page, path: string, click: () => Promise<void>): Promise<T> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(path) && r.ok());
  await click();
  return (await (await response).json()) as T;
}

test('an admin creates, distributes, hides and resets a master that an artist receives, finds curated and copies, and edits a quota', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);

  // A regular artist signs up first, in a browser of their own; the admin panel is not theirs.
  const artistBrowser = await browser.newContext({ baseURL: E2E.baseUrl });
  const artist = await artistBrowser.newPage();
  const artistEmail = await signIn(artist, { name: 'Mary Cassatt' });
  await artist.goto('/admin');
  await expect(artist.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  // The curator is an admin once the mailed link has confirmed the address.
  await signIn(page, { name: 'Curator', email: E2E.curatorEmail });
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel - Manage and distribute master palettes' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Palettes', 'Users', 'Affiliate Links', 'Insights', 'Catalogue']);

  // The quick form asks for a name and a medium, in the spec's words when one is missing.
  const quick = page.getByRole('form', { name: 'Quick master palette' });
  await quick.getByLabel('Name').fill('Half a master');
  await quick.getByRole('button', { name: 'Quick create' }).click();
  await expect(toast(page, 'Missing fields')).toContainText('Please fill in palette name and medium.');
  await expect(quick.getByLabel('Medium')).toHaveValue('');
  expect(await showsWholeChoice(quick.getByLabel('Medium'))).toBe(true);

  // A master with a collaboration message; the name is required, unchecking clears the company.
  const newMaster = page.getByRole('button', { name: 'New master palette' });
  await newMaster.click();
  const create = page.getByRole('region', { name: 'Create master palette' });
  await create.getByRole('button', { name: 'Create palette' }).click();
  await expect(create.getByText('Name is required.')).toBeVisible();
  await create.getByLabel('Palette name').fill(MASTER);
  await create.getByLabel('Medium').selectOption('Gouache');
  await create.getByLabel('Rows').selectOption('2');
  await create.getByLabel('Columns').selectOption('6');
  await create.getByLabel('Tags').fill('spring, greens, ');
  await create.getByLabel('Description/notes').fill(NOTES);
  const collaboration = create.getByRole('checkbox', { name: 'Show collaboration message' });
  await collaboration.check();
  await create.getByLabel('Company name').fill('Wrong Company');
  await collaboration.uncheck();
  await expect(create.getByLabel('Company name')).toHaveCount(0);
  await collaboration.check();
  await expect(create.getByLabel('Company name')).toHaveValue('');
  await create.getByLabel('Company name').fill('Meadow Paints');
  // Typed without its scheme, as people do: it is kept as https.
  await create.getByLabel('Company website').fill('meadow.example.com');
  await create.getByRole('button', { name: 'Create palette' }).click();
  await expect(newMaster).toBeFocused();

  const management = page.getByRole('region', { name: 'Palette management' });
  const row = management.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MASTER, exact: true }) });
  await expect(row).toContainText('Gouache');
  await expect(row).toContainText('2×6');
  await expect(row).toContainText('Master');
  await expect(row.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['spring', 'greens']);
  await expect(row).toContainText(NOTES);
  const distribution = row.getByRole('switch');
  await expect(distribution).toHaveAccessibleName('Not Distributed');
  await expect(distribution).toHaveAttribute('aria-checked', 'false');
  await page.screenshot({ path: 'test-results/screens/admin-1280.png', fullPage: true });

  // Edit opens the master in admin mode, where the curator adds a color.
  await row.getByRole('button', { name: `Actions for ${MASTER}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/palette\/[0-9a-f-]{36}$/);
  const masterId = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: MASTER })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Created in collaboration with Meadow Paints');
  await expect(page.getByRole('main').getByRole('link', { name: /Meadow Paints/ })).toHaveAttribute('href', 'https://meadow.example.com');
  // What is no website is said at the field, not in a toast naming the request's field.
  const website = page.getByRole('region', { name: 'Collaboration' }).getByLabel('Company website');
  await expect(website).toHaveValue('https://meadow.example.com');
  await website.fill('mailto:paints@meadow.example.com');
  await page.getByRole('button', { name: 'Save collaboration settings' }).click();
  await expect(website).toHaveAccessibleDescription(/Enter a website address, such as studio\.example\./);
  await expect(website).toBeFocused();
  await expect(toast(page, 'Update failed')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add color', exact: true }).click();
  const colorForm = page.getByRole('dialog', { name: 'Add color' });
  await colorForm.getByLabel('Paint name').fill('Sap Green');
  await colorForm.getByRole('button', { name: 'Save color' }).click();
  await expect(toast(page, 'Color added')).toBeVisible();
  await page.getByRole('link', { name: 'Back to admin panel' }).click();

  // Distributing asks first, then says how many artists hold a copy; focus is back on the switch.
  await distribution.click();
  const distribute = await asked(page, 'Distribute this palette to all users?', "A personal copy will be added to each user's account.");
  const distributed = await answerOf<{ userCount: number }>(page, '/api/admin/toggle-distribution/', () =>
    distribute.getByRole('button', { name: 'Distribute' }).click(),
  );
  await expect(distribution).toBeFocused();
  expect(distributed.userCount).toBeGreaterThanOrEqual(1);
  await expect(toast(page, `Distributed to ${distributed.userCount} user`)).toBeVisible();
  await expect(distribution).toHaveAccessibleName('Distributed');
  await expect(distribution).toHaveAttribute('aria-checked', 'true');

  // The artist has the brand's palette as a read-only copy in 'My palettes' that says whose it is,
  // and finds it among the curated palettes too, marked as already theirs and opening that copy.
  await artist.goto('/');
  const mine = artist.getByRole('region', { name: 'My palettes' });
  const curated = artist.getByRole('region', { name: 'Curated palettes' });
  const card = (section: Locator) => section.getByRole('article').filter({ has: artist.getByRole('link', { name: MASTER, exact: true }) });
  await expect(card(mine)).toContainText('From Studio Watercolors');
  await expect(card(curated)).toContainText('Already in My palettes');
  await expect(paletteLink(curated, MASTER)).toHaveAccessibleDescription('Already in My palettes');
  await expectCountOfPalettesShown(artist);
  await expectNoAxeViolations(artist, 'library with a curated master already held');
  const pushedCopy = await paletteLink(mine, MASTER).getAttribute('href');
  expect(pushedCopy).not.toBe(`/palettes/${masterId}`);
  await paletteLink(curated, MASTER).click();
  await expect(artist).toHaveURL(`${E2E.baseUrl}${pushedCopy}`);
  const main = artist.getByRole('main');
  await expect(artist.getByRole('heading', { level: 1, name: MASTER })).toBeVisible();
  await expect(main).toContainText('Gouache · 1 color · View only');
  await expect(main).toContainText('From Studio Watercolors');
  await expect(main).toContainText('Created in collaboration with Meadow Paints');
  await expect(main.getByText(NOTES)).toBeVisible();
  await expect(artist.getByRole('button', { name: 'Add color' })).toHaveCount(0);
  await expect(artist.getByRole('spinbutton', { name: 'Rows' })).toHaveCount(0);
  await expect(artist.getByRole('heading', { name: 'Working area' })).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await artist.getByRole('link', { name: 'Back to library' }).click();

  // A second tab that still offers the copy is refused once the artist has one. The tab is made
  // stale on purpose: its polls of the library get its first answer again, whatever the timing.
  const secondTab = await artistBrowser.newPage();
  let firstMine: string | undefined;
  await secondTab.route('**/api/palettes/user', async (route) => {
    if (firstMine === undefined) {
      const response = await route.fetch();
      firstMine = await response.text();
      await route.fulfill({ response, body: firstMine });
    } else {
      await route.fulfill({ status: 200, contentType: 'application/json', body: firstMine });
    }
  });
  await secondTab.goto('/');
  const staleMine = secondTab.getByRole('region', { name: 'My palettes' });
  await expect(paletteLink(staleMine, MASTER)).toBeVisible();

  // The master's own page offers one copy of the artist's own, which opens, named as a copy.
  await artist.goto(`/palettes/${masterId}`);
  await expect(artist.getByRole('heading', { level: 1, name: MASTER })).toBeVisible();
  await expect(main).toContainText('View only');
  await expectNoAxeViolations(artist, "a curated master's page");
  await artist.getByRole('button', { name: 'Copy to my palettes' }).click();
  await expect(toast(artist, 'Copy saved')).toContainText(`“${MASTER} (Copy)” is now in My palettes.`);
  await expect(artist.getByRole('heading', { level: 1, name: `${MASTER} (Copy)` })).toBeVisible();
  await expect(artist).not.toHaveURL(new RegExp(`${masterId}$`));
  await expect(artist.getByRole('button', { name: 'Add color', exact: true })).toBeVisible();
  await artist.getByRole('link', { name: 'Back to library' }).click();
  await expect(paletteLink(mine, MASTER)).toBeVisible();
  await expect(paletteLink(mine, `${MASTER} (Copy)`)).toBeVisible();
  await expect(card(curated)).toContainText('Already in My palettes');
  await expectCountOfPalettesShown(artist);

  await staleMine.getByRole('button', { name: `Actions for ${MASTER}`, exact: true }).click();
  await secondTab.getByRole('menuitem', { name: 'Copy to my palettes' }).click();
  await expect(toast(secondTab, 'Copy already exists')).toBeVisible();
  await secondTab.close();

  // Hiding takes the master out of 'Curated palettes'; the artist keeps both copies.
  await distribution.click();
  const hide = await asked(
    page,
    'Hide this palette from all users?',
    "It will be removed from their curated section but they can keep any copies they've made.",
  );
  const hidden = await answerOf<{ userCount: number }>(page, '/api/admin/toggle-distribution/', () =>
    hide.getByRole('button', { name: 'Hide' }).click(),
  );
  await expect(toast(page, `Hidden; ${hidden.userCount} user`)).toBeVisible();
  await expect(distribution).toHaveAccessibleName('Not Distributed');
  await artist.reload();
  await expect(curated).toBeVisible();
  await expect(paletteLink(curated, MASTER)).toHaveCount(0);
  await expect(paletteLink(mine, MASTER)).toBeVisible();
  await expect(paletteLink(mine, `${MASTER} (Copy)`)).toBeVisible();

  // Resetting all distributions removes every pushed copy; the artist's own copy stays.
  await page.getByRole('button', { name: 'Reset all distributions' }).click();
  const resetAll = await asked(page, 'Reset all distributions?', /removes ALL user copies/);
  const reset = await answerOf<{ removedCopies: number; resetMasters: number }>(page, '/api/admin/reset-all-distributions', () =>
    resetAll.getByRole('button', { name: 'Reset all distributions' }).click(),
  );
  expect(reset.removedCopies).toBeGreaterThanOrEqual(1);
  await expect(toast(page, 'All distributions reset')).toContainText(`Removed ${reset.removedCopies} user cop`);
  await artist.reload();
  await expect(paletteLink(curated, MASTER)).toHaveCount(0);
  await expect(paletteLink(mine, `${MASTER} (Copy)`)).toBeVisible();
  await expect(paletteLink(mine, MASTER)).toHaveCount(0);
  await artistBrowser.close();

  // A palette of the curator's own becomes a master, and is deleted.
  await page.goto('/');
  await page.getByRole('button', { name: 'New palette' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create new palette' });
  await createDialog.getByLabel('Name').fill('Studio Sketches');
  await createDialog.getByRole('button', { name: 'Create palette' }).click();
  await expect(createDialog).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  const sketches = management.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Studio Sketches' }) });
  await expect(sketches).not.toContainText('Master');
  await expect(sketches.getByRole('switch')).toHaveCount(0);
  await sketches.getByRole('button', { name: 'Actions for Studio Sketches' }).click();
  await page.getByRole('menuitem', { name: 'Promote to Master' }).click();
  const promote = await asked(page, 'Promote this palette to a master?', 'It can then be distributed to all users.');
  await promote.getByRole('button', { name: 'Promote to Master' }).click();
  await expect(sketches).toContainText('Master');
  await expect(sketches.getByRole('switch')).toHaveAccessibleName('Not Distributed');
  await sketches.getByRole('button', { name: 'Actions for Studio Sketches' }).click();
  await expect(page.getByRole('menuitem', { name: 'Promote to Master' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleteMaster = await asked(page, 'Delete this master palette permanently?', /cannot be undone/);
  await deleteMaster.getByRole('button', { name: 'Delete' }).click();
  await expect(sketches).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();

  // Users: find the artist, raise the quota; out-of-range numbers are refused in the row first.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(artistEmail);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  const artistRow = users.getByRole('row').filter({ hasText: artistEmail });
  await expect(artistRow.getByRole('cell')).toHaveText([artistEmail, 'Mary Cassatt', /\d/, '1', '2', 'No', /Edit/]);
  // The address reads whole on one line where the table has room.
  expect(await linesOf(artistRow.getByRole('cell').first())).toBe(1);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await artistRow.getByRole('button', { name: 'Edit' }).click();
  const quota = artistRow.getByRole('spinbutton', { name: `Quota for ${artistEmail}` });
  await expect(quota).toBeFocused();
  await quota.fill('51');
  await artistRow.getByRole('button', { name: 'Save' }).click();
  await expect(artistRow.getByText('Quota must be a whole number from 1 to 50.')).toBeVisible();
  await quota.fill('5');
  await artistRow.getByRole('button', { name: 'Save' }).click();
  await expect(artistRow.getByRole('cell').nth(4)).toHaveText('5');
  await expect(artistRow.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/admin-users-1280.png', fullPage: true });
  // From a tablet to a phone the page keeps its width (the table its columns from 768 px, cards
  // below them); a long address breaks where words do (before the '@', after a hyphen), never
  // inside one.
  for (const width of [1023, 768, 640, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const lines = await lineTexts(artistRow.getByRole('cell').first());
    expect(lines.join('')).toBe(artistEmail);
    for (const [index, line] of lines.entries()) {
      if (index > 0) expect(`${lines[index - 1]}|${line}`).toMatch(/-\||\|@/);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server's reason reaches the toast: nobody removes their own admin rights.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E.curatorEmail);
  const curatorRow = users.getByRole('row').filter({ hasText: E2E.curatorEmail });
  await expect(users.getByRole('row')).toHaveCount(2);
  // An admin has no palette limit, and the row says so.
  await expect(curatorRow.getByRole('cell').nth(4)).toHaveText('Unlimited');
  await curatorRow.getByRole('button', { name: 'Edit' }).click();
  await curatorRow.getByRole('checkbox', { name: 'Admin' }).uncheck();
  await curatorRow.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Update failed')).toContainText('You cannot remove your own admin rights.');
  await curatorRow.getByRole('button', { name: 'Cancel' }).click();
  await toast(page, 'Update failed').getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast(page, 'Update failed')).toBeHidden();

  // Affiliate links follow the retailer's spreadsheets; a second run finds nothing to change.
  await page.getByRole('tab', { name: 'Affiliate Links' }).click();
  await expect(page.getByRole('heading', { name: 'Affiliate Link Verification' })).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/verify-affiliate-links', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Verify affiliate links' }).click();
  await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  release();
  const outcome = page.getByRole('status').filter({ hasText: 'Verification' });
  await expect(outcome).toContainText('Verification completed successfully');
  await page.unroute('**/api/admin/verify-affiliate-links');
  await page.getByRole('button', { name: 'Verify affiliate links' }).click();
  await expect(outcome).toContainText('0 links updated, 0 mismatches resolved.');
  await page.screenshot({ path: 'test-results/screens/admin-affiliate-1280.png', fullPage: true });

  // A phone: nothing wider than the screen; the users table stacks each row into a card.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('tab', { name: 'Palettes' }).click();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screens/admin-375.png', fullPage: true });
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(curatorRow).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screens/admin-users-375.png', fullPage: true });
});
