import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { photoWithPatches } from './photo-patches';
import { linkIn } from './smtp';
import { confirmThroughMail, openAuthDialog, pageApi, toast } from './ui';

const WIDTHS = [1280, 375] as const;

/**
 * Scans the page at desktop and at phone width, once its screen is shown (its code loads when
 * first needed: every screen has a level-one heading), and returns to desktop width.
 */
async function scan(page: Page, screen: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await expectNoAxeViolations(page, screen);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A palette of the signed-in artist's with a color in the grid and one in the working area; its id. */
async function paletteWithColors(page: Page, email: string, name: string): Promise<string> {
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', { userId: me.id, name, medium: 'Watercolor', rows: 2, columns: 4 });
  const { id } = (await created.json()) as { id: string };
  await pageApi(page).put(`/api/palettes/${id}`, { shareEnabled: true });
  await pageApi(page).post('/api/colors', {
    paletteId: id,
    paintName: 'Pyrrol Scarlet',
    hexCode: '#DF3A2B',
    manufacturer: 'Daniel Smith',
    pigmentCode: 'PR255',
    lightfastness: 'I-Excellent',
  });
  // Names the swatches shorten ('Quin. Rose' on a narrow one, 'Quin. Gold' in the working area),
  // whose accessible names must still hold what they show (label in name).
  await pageApi(page).post('/api/colors', { paletteId: id, paintName: 'Quinacridone Rose', hexCode: '#D4365B', position: 1 });
  await pageApi(page).post('/api/colors', {
    paletteId: id,
    paintName: 'Quinacridone Gold',
    hexCode: '#C8881E',
    isInWorkingArea: true,
    workingAreaPosition: 1,
    workingAreaRow: 0,
    workingAreaColumn: 1,
  });
  await pageApi(page).post('/api/colors', {
    paletteId: id,
    paintName: 'Naples Yellow',
    hexCode: '#F4D98B',
    isInWorkingArea: true,
    workingAreaPosition: 0,
    workingAreaRow: 0,
    workingAreaColumn: 0,
  });
  return id;
}

// Every screen, with its menus and dialogs open, has no accessibility violations at 375 and 1280 px:
// one test per part of the app, each on its own account, so that one is short enough to read and rerun.

test('the signed-out screens and the sign-in, sign-up and reset dialogs', async ({ page }) => {
  await page.goto('/');
  await scan(page, 'landing');
  const dialog = await openAuthDialog(page);
  await scan(page, 'sign-in dialog');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await scan(page, 'sign-up dialog');
  await dialog.getByRole('tab', { name: 'Sign in' }).click();
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await scan(page, 'reset request');
  await page.goto('/no/such/place');
  await scan(page, 'not found');
  await page.goto('/reset-password?token=not-a-real-token');
  await scan(page, 'new password');
  await page.goto(`/confirm-email?token=not-a-real-token&email=${encodeURIComponent('someone@example.com')}`);
  await scan(page, 'confirm e-mail');
  await page.goto('/invite/not-a-token');
  await scan(page, 'invalid invitation');
  // Issue 42: the Data sources page, reached from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources' }).click();
  await expect(page).toHaveTitle('Data sources · Palette Library');
  await scan(page, 'data sources');
});

test("an artist's library with its card menu and dialogs, and Profile Settings", async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Frida Kahlo' });
  await paletteWithColors(page, email, 'Casa Azul');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Casa Azul', exact: true })).toBeVisible();
  await scan(page, 'library');
  await page.getByRole('button', { name: 'Actions for Casa Azul', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'library card menu');
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share palette' })).toBeVisible();
  await scan(page, 'share dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Actions for Casa Azul', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this palette permanently?' })).toBeVisible();
  await scan(page, 'delete confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'New palette' }).click();
  await expect(page.getByRole('dialog', { name: 'Create new palette' })).toBeVisible();
  await scan(page, 'create palette dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Profile|Frida Kahlo/ })
    .first()
    .click();
  await scan(page, 'profile settings');
  await page.keyboard.press('Escape');
});

test("a palette's page with its panels and export menu", async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Frida Kahlo' });
  const id = await paletteWithColors(page, email, 'Casa Azul');
  await page.goto(`/palettes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Azul' })).toBeVisible();
  await scan(page, 'palette detail');
  // The mixing preview with its mixes shown.
  const mixing = page.getByRole('region', { name: 'Mixing' });
  await mixing.getByRole('button', { name: /Pyrrol Scarlet/ }).click();
  await mixing.getByRole('button', { name: /Naples Yellow/ }).click();
  await expect(mixing.getByRole('list', { name: 'Mixes' }).getByText(/ΔE/).first()).toBeVisible();
  await scan(page, 'palette detail with mixes');
  await page.getByRole('button', { name: 'Match a colour' }).click();
  const match = page.getByRole('dialog', { name: 'Match a colour' });
  await match.getByRole('textbox', { name: 'Colour to match' }).fill('#B5651D');
  await expect(match.getByRole('region', { name: 'Two paints' })).toBeVisible();
  await scan(page, 'match a colour dialog with recipes');
  await page.keyboard.press('Escape');
  const show = page.getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Values' }).click();
  await show.getByRole('button', { name: 'Hue wheel' }).click();
  await expect(page.getByRole('region', { name: 'Hue and chroma' })).toBeVisible();
  await scan(page, 'palette detail in values, with the hue wheel');
  await page.getByRole('main').getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'export menu');
  await page.keyboard.press('Escape');
});

// Its own test: a scan at two widths takes a while on a loaded machine, and the palette page's
// test above holds as many as fit in the time a test has.
test("Match a colour's photo and catalogue, and the palette's saved mixes", async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Frida Kahlo' });
  const id = await paletteWithColors(page, email, 'Casa Azul');
  await page.goto(`/palettes/${id}`);
  await page.getByRole('button', { name: 'Match a colour' }).click();
  const match = page.getByRole('dialog', { name: 'Match a colour' });
  // A photo, sampled and corrected against its paper; a recipe saved.
  await match.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'studio.png',
    mimeType: 'image/png',
    buffer: photoWithPatches({ paper: '#FFFFFF', cast: { r: 1, g: 0.85, b: 0.6 }, patches: ['#B5651D'] }),
  });
  await match.getByRole('slider', { name: 'Photo sampler' }).press('ArrowUp');
  await match.getByRole('button', { name: 'This is the paper' }).click();
  await expect(match.getByText(/^White balance: corrected/)).toBeVisible();
  await scan(page, 'match a colour dialog with a photo');
  await match.getByRole('radio', { name: 'The whole catalogue' }).check();
  await expect(match.getByRole('button', { name: /^Add this tube: / }).first()).toBeVisible();
  await scan(page, 'match a colour dialog with the catalogue’s tubes');
  await match.getByRole('radio', { name: 'This palette’s colours' }).check();
  await match
    .getByRole('button', { name: /^Save recipe: / })
    .first()
    .click();
  await expect(match.getByRole('button', { name: /^Saved: / })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Mixes' })).toBeVisible();
  // The "Recipe saved" toast is read once it has faded in.
  await expect(toast(page, 'Recipe saved')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await scan(page, 'palette detail with a saved mix');
  await page
    .getByRole('region', { name: 'Mixes' })
    .getByRole('button', { name: /^Add note: / })
    .click();
  await scan(page, 'palette detail with a saved mix’s note being written');
  await page.getByRole('region', { name: 'Mixes' }).getByRole('button', { name: 'Cancel' }).click();
});

test("a palette's import report and color form, with paint suggestions and alternatives", async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Frida Kahlo' });
  const id = await paletteWithColors(page, email, 'Casa Azul');
  await page.goto(`/palettes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Azul' })).toBeVisible();
  // An import with a row it could not read: the report.
  await page
    .getByLabel('CSV file to import')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('Paint name,Hex\nIndigo,#zz0000\n') });
  await expect(page.getByRole('dialog', { name: 'Import bad.csv' })).toContainText('Line 2: Hex');
  await scan(page, 'import report');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Add color/ })
    .first()
    .click();
  const addColor = page.getByRole('dialog', { name: 'Add color' });
  await expect(addColor).toBeVisible();
  await scan(page, 'add color dialog');
  await addColor.getByRole('combobox', { name: 'Paint name' }).fill('quin');
  await expect(addColor.getByRole('listbox', { name: 'Paint suggestions' })).toBeVisible();
  await scan(page, 'paint suggestions');
  // A catalogue paint picked: the form lists other makers' paints to use instead.
  await addColor.getByRole('listbox', { name: 'Paint suggestions' }).getByRole('option').first().click();
  await expect(addColor.getByRole('region', { name: 'Alternatives' }).getByRole('listitem').first()).toBeVisible();
  await scan(page, 'add color dialog with alternatives');
  await page.keyboard.press('Escape');
  await expect(addColor).toBeHidden();
});

test("a palette's shared view and its color details, signed out", async ({ page, browser, signIn }) => {
  const email = await signIn(page, { name: 'Frida Kahlo' });
  const id = await paletteWithColors(page, email, 'Casa Azul');
  // Someone else through the share link, signed out.
  const visitor = await (await browser.newContext({ baseURL: E2E.baseUrl })).newPage();
  await visitor.goto(`/palette/${id}?share=true`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Casa Azul' })).toBeVisible();
  await scan(visitor, 'shared view');
  await visitor.getByRole('main').getByRole('button', { name: 'Pyrrol Scarlet' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Pyrrol Scarlet' })).toBeVisible();
  await scan(visitor, 'color details (shared view)');
  await visitor.context().close();
});

test("the admin panel's tabs, master form and row menu", async ({ page, smtp }) => {
  await page.goto('/');
  const admin = E2E.inspectorEmail;
  const signUp = await openAuthDialog(page);
  await signUp.getByRole('tab', { name: 'Sign up' }).click();
  await signUp.getByLabel('Email').fill(admin);
  await signUp.getByLabel('Password').fill('inspector-password-1');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  await confirmThroughMail(page, smtp, admin);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Admin Panel/ })).toBeVisible();
  await page.getByRole('button', { name: 'New master palette' }).click();
  await scan(page, 'admin palettes with the master form');
  const form = page.getByRole('region', { name: 'Create master palette' });
  await form.getByLabel('Palette name').fill(`Inspection set ${randomUUID().slice(0, 4)}`);
  await form.getByRole('button', { name: 'Create palette' }).click();
  await page
    .getByRole('button', { name: /^Actions for Inspection set/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'admin palette row menu');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Users' })).toBeVisible();
  await scan(page, 'admin users');
  await page.getByRole('tab', { name: 'Affiliate Links' }).click();
  await scan(page, 'admin affiliate links');
});

test("Profile Settings' data section, the delete-account dialog and the mailed link's page", async ({ page, smtp, signIn }) => {
  const email = await signIn(page, { name: 'Vanessa Bell' });
  await page.getByRole('banner').getByRole('button', { name: 'Profile settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(settings.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await scan(page, 'profile settings with their data');
  await settings.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm.getByLabel('Your password')).toBeVisible();
  await scan(page, 'delete-account dialog');
  const since = smtp.mails.length;
  await confirm.getByRole('button', { name: 'Email me a link' }).click();
  await expect(confirm.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  await scan(page, 'delete-account dialog, link sent');
  const mail = await smtp.nextMailTo(email, /delete-account\?token=/, 10_000, since);
  await page.goto(linkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/delete-account\?token=[\w-]+/));
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await scan(page, 'delete-account page');
});

test("the admin panel's Insights, with a chart's table and a from–to period", async ({ page, signIn }) => {
  await signIn(page, { name: 'Insights Auditor', email: E2E.auditorEmail });
  await page.goto('/admin/insights');
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await page.getByRole('button', { name: 'Update now' }).click();
  await expect(toast(page, 'Insights up to date')).toBeVisible();
  const signups = page.getByRole('figure', { name: 'Sign-ups per day' });
  await signups.getByText('Show as a table').click();
  await expect(signups.getByRole('table', { name: 'Sign-ups per day' })).toBeVisible();
  await scan(page, 'admin insights with a table open');
  // The segment's label is what a pointer presses (its radio is visually hidden).
  await page.getByText('From–to', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'From–to' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toBeVisible();
  await scan(page, 'admin insights, from–to');
});
