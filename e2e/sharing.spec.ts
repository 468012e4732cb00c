import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { linkIn } from './smtp';
import { confirmThroughMail, pageApi, toast } from './ui';

const INVITE_LINK = /http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{43}/;

/** A browser of someone else's: a fresh context, signed out. */
async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl });
  return context.newPage();
}

async function createPaletteThroughUi(page: Page, fields: { name: string; tags?: string }) {
  await page.getByRole('button', { name: 'New palette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new palette' });
  await dialog.getByLabel('Name').fill(fields.name);
  if (fields.tags) await dialog.getByLabel('Tags').fill(fields.tags);
  await dialog.getByRole('button', { name: 'Create palette' }).click();
  await expect(dialog).toBeHidden();
}

async function openShareDialog(page: Page, paletteName: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${paletteName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share palette' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the open sign-in dialog's Sign up tab, as a person would. */
async function signUpInDialog(page: Page, account: { name: string; email: string }) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Palette Library' });
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill('artist-password-1');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('an owner invites a painter by e-mail, who accepts, finds it under Shared with me, and loses it when revoked', async ({
  page,
  browser,
  smtp,
  signIn,
}) => {
  const ownerEmail = await signIn(page, { name: 'Mary Cassatt' });
  await createPaletteThroughUi(page, { name: 'Harbour Blues', tags: 'sea, summer' });

  // The dialog refuses a malformed address before sending, and the owner's own address with the server's reason.
  const share = await openShareDialog(page, 'Harbour Blues');
  // New palettes are private: only invitees will see this one.
  await expect(share.getByRole('switch', { name: 'Link sharing' })).not.toBeChecked();
  await expect(share.getByText('No one is invited yet.')).toBeVisible();
  const address = share.getByLabel('Email address');
  await address.fill('not-an-address');
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(share.getByText('Enter a valid e-mail address.')).toBeVisible();
  await address.fill(ownerEmail);
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(share.getByText('This palette is already yours to see.')).toBeVisible();
  await expect(address).toBeFocused();

  const inviteeEmail = `painter-${randomUUID()}@example.com`;
  await address.fill(inviteeEmail);
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(toast(page, 'Palette shared!')).toContainText(inviteeEmail);
  await expect(address).toHaveValue('');
  const pendingRow = share.getByRole('listitem').filter({ hasText: inviteeEmail });
  await expect(pendingRow).toContainText('Invited');
  // A second invitation to the same address is refused with the server's words.
  await address.fill(inviteeEmail);
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(share.getByText(`${inviteeEmail} is already invited to this palette or has access to it.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/share-dialog-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/share-dialog-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  const link = linkIn(await smtp.nextMailTo(inviteeEmail, /invited you to the palette "Harbour Blues"/), INVITE_LINK);

  // Someone signed in with another address cannot accept it: the page says so, offers the way to
  // the invited account, and does not offer an Accept that could only fail.
  await page.goto(link);
  await expect(page.getByText(`You are signed in as ${ownerEmail}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Invitation' })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Sign out and sign in as ${inviteeEmail}` })).toBeVisible();

  // The invitee opens the mailed link signed out, signs up from the page and stays there to accept.
  const invitee = await newVisitor(browser);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Harbour Blues' })).toBeVisible();
  await expect(invitee.getByRole('main')).toContainText('Watercolor');
  await expect(invitee.getByRole('main')).toContainText(inviteeEmail);
  await expect(invitee.getByText('Please sign in to accept this invitation')).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
  await invitee.screenshot({ path: 'test-results/screens/invite-page-1280.png' });
  await invitee.setViewportSize({ width: 375, height: 740 });
  await noHorizontalScroll(invitee);
  await invitee.screenshot({ path: 'test-results/screens/invite-page-375.png' });
  await invitee.setViewportSize({ width: 1280, height: 800 });

  await invitee.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await signUpInDialog(invitee, { name: 'Edgar Degas', email: inviteeEmail });
  // Confirming the address from the mail brings them back to the invitation, signed in.
  await confirmThroughMail(invitee, smtp, inviteeEmail);
  await expect(invitee).toHaveURL(link);
  await invitee.screenshot({ path: 'test-results/screens/invite-page-signed-in-1280.png' });
  // Cancel goes to the library, which then holds an empty 'Shared with me'; accepting must refresh it.
  await invitee.getByRole('button', { name: 'Cancel' }).click();
  await expect(invitee.getByRole('heading', { name: 'No palettes found' })).toBeVisible();
  await invitee.goBack();
  await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Palette Added!' })).toBeVisible();
  await expect(invitee).toHaveURL(`${E2E.baseUrl}/`);
  const sharedWithMe = invitee.getByRole('region', { name: 'Shared with me' });
  await expect(sharedWithMe.getByRole('link', { name: 'Harbour Blues', exact: true })).toBeVisible();

  // View only for the invitee: no favourite star, and the menu offers a copy and print, nothing that changes it.
  await expect(sharedWithMe.getByRole('button', { name: 'Favourite Harbour Blues' })).toHaveCount(0);
  await sharedWithMe.getByRole('button', { name: 'Actions for Harbour Blues', exact: true }).click();
  await expect(invitee.getByRole('menuitem')).toHaveText(['Copy to my palettes', 'Print']);
  await invitee.keyboard.press('Escape');

  // A used link is no longer an invitation; nor is a malformed one.
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await invitee.goto('/invite/not-a-token');
  await expect(invitee.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Go to Library' }).click();
  await expect(invitee).toHaveURL(`${E2E.baseUrl}/`);

  // The owner sees who has access and takes it away; the invitee's library no longer lists it.
  await page.goto('/');
  const again = await openShareDialog(page, 'Harbour Blues');
  const acceptedRow = again.getByRole('listitem').filter({ hasText: inviteeEmail });
  await expect(acceptedRow).toContainText('Edgar Degas');
  await expect(acceptedRow).toContainText('Has access');
  await acceptedRow.getByRole('button', { name: `Revoke access for Edgar Degas` }).click();
  // Link sharing is off for this palette, so access ends entirely; the question says so.
  const question = page.getByRole('dialog', { name: "Remove Edgar Degas's access?" });
  await expect(question).toContainText('they can no longer open it');
  await expect(question.getByRole('button', { name: 'Remove access and turn the link off' })).toHaveCount(0);
  await question.getByRole('button', { name: 'Remove access', exact: true }).click();
  await expect(again.getByText('No one is invited yet.')).toBeVisible();
  await expect(again.getByRole('heading', { name: 'Invited people' })).toBeFocused();

  // The invitee has nothing else, so the whole library is empty after a reload.
  await invitee.reload();
  await expect(invitee.getByRole('heading', { name: 'No palettes found' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Harbour Blues', exact: true })).toHaveCount(0);
  await invitee.context().close();
});

test('a share link shows the palette read-only until the owner turns link sharing off; a signed-in viewer saves a copy', async ({
  page,
  browser,
  smtp,
  signIn,
}) => {
  await signIn(page, { name: 'Claude Monet' });
  await createPaletteThroughUi(page, { name: 'Water Lilies', tags: 'garden, greens' });

  // Notes and two paints (one set aside in the working area) through the owner's own session.
  const mine = (await (await page.request.get('/api/palettes/user')).json()) as Array<{ id: string; name: string }>;
  const id = mine.find((palette) => palette.name === 'Water Lilies')?.id ?? '';
  expect((await pageApi(page).put(`/api/palettes/${id}`, { notes: 'Morning light at Giverny.', shareEnabled: true })).ok()).toBe(true);
  const paint = (fields: Record<string, unknown>) => pageApi(page).post('/api/colors', { paletteId: id, ...fields });
  expect(
    (
      await paint({
        paintName: 'Viridian',
        manufacturer: 'Winsor & Newton',
        pigmentCode: 'PG18',
        hexCode: '#1E7B62',
        lightfastness: 'I-Excellent',
        position: 0,
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await paint({
        paintName: 'Cobalt Violet',
        hexCode: '#8E4BA6',
        isInWorkingArea: true,
        workingAreaPosition: 0,
        workingAreaRow: 0,
        workingAreaColumn: 0,
      })
    ).ok(),
  ).toBe(true);

  // The owner's library shows what the API calls changed.
  await page.reload();
  const visitor = await newVisitor(browser);
  const shareLink = `/palette/${id}?share=true`;
  await visitor.goto(shareLink);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Water Lilies' })).toBeVisible();
  await expect(visitor).toHaveTitle('Water Lilies · Palette Library');
  // Link previews come from the page as the server sends it, before any script runs.
  const served = await (await visitor.request.get(shareLink)).text();
  expect(served).toContain('<meta property="og:title" content="Water Lilies" />');
  const preview = await visitor.request.get(`/api/palettes/${id}/preview.png`);
  expect(preview.headers()['content-type']).toBe('image/png');
  await expect(main.getByText('Watercolor · 2 colors')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Palette chart, 3 × 4' })).toContainText('Viridian');
  await expect(main.getByRole('list', { name: 'Working area, 4 × 6' }).getByRole('button', { name: 'Cobalt Violet' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Palette tags' }).getByRole('listitem')).toHaveText(['garden', 'greens']);
  // A new share keeps the palette's notes off the shared page (issue 41; shared-page.spec.ts).
  await expect(main.getByText('Morning light at Giverny.')).toHaveCount(0);
  await expect(visitor.getByRole('contentinfo')).toContainText('affiliate links');
  await expect(main.getByRole('button', { name: 'Save a copy to my library' })).toHaveCount(0);
  await visitor.screenshot({ path: 'test-results/screens/shared-view-1280.png', fullPage: true });
  await visitor.setViewportSize({ width: 375, height: 740 });
  await noHorizontalScroll(visitor);
  await visitor.screenshot({ path: 'test-results/screens/shared-view-375.png', fullPage: true });
  await visitor.setViewportSize({ width: 1280, height: 800 });

  // A swatch opens the paint's details.
  await main.getByRole('button', { name: 'Viridian' }).click();
  const details = visitor.getByRole('dialog', { name: 'Viridian' });
  await expect(details).toContainText('Winsor & Newton');
  await expect(details).toContainText('PG18');
  await expect(details.getByRole('list', { name: 'Ratings' })).toContainText('Lightfastness I-Excellent');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Link sharing off: the same link is not found for the visitor, while the owner still sees the palette.
  const share = await openShareDialog(page, 'Water Lilies');
  const linkSwitch = share.getByRole('switch', { name: 'Link sharing' });
  await linkSwitch.click();
  await expect(linkSwitch).not.toBeChecked();
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  await expect(share.getByText('Link sharing is off.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Palette not found' })).toBeVisible();
  await page.goto(shareLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Water Lilies' })).toBeVisible();

  // On again; the visitor signs in from the page, stays on it, and saves copies until the quota says no.
  await page.goto('/');
  const shareAgain = await openShareDialog(page, 'Water Lilies');
  await shareAgain.getByRole('switch', { name: 'Link sharing' }).click();
  await expect(shareAgain.getByRole('switch', { name: 'Link sharing' })).toBeChecked();
  await visitor.reload();
  await main.getByRole('button', { name: 'Sign in' }).click();
  const visitorEmail = `artist-${randomUUID()}@example.com`;
  await signUpInDialog(visitor, { name: 'Berthe Morisot', email: visitorEmail });
  await confirmThroughMail(visitor, smtp, visitorEmail);
  await expect(visitor).toHaveURL(`${E2E.baseUrl}${shareLink}`);
  const saveCopy = main.getByRole('button', { name: 'Save a copy to my library' });
  for (let copy = 1; copy <= 2; copy += 1) {
    await saveCopy.click();
    await expect(toast(visitor, 'Copy saved')).toBeVisible();
    await expect(visitor).toHaveURL(/\/palettes\/[0-9a-f-]{36}$/);
    expect(visitor.url()).not.toContain(id);
    // A copy is named as one (issue 27).
    await expect(main.getByRole('heading', { level: 1, name: 'Water Lilies (Copy)', exact: true })).toBeVisible();
    await visitor.goto(shareLink);
  }
  await saveCopy.click();
  // At the palette quota a copy says it is the quota, in the spec's free-limit words (issue 27).
  await expect(toast(visitor, "You've reached your free palette limit")).toContainText('You have 2 free palettes!');
  await expect(visitor).toHaveURL(`${E2E.baseUrl}${shareLink}`);
  await visitor.context().close();
});

test('a signed-out painter signs in at /auth from an invitation and is back on it to accept', async ({ page, smtp, signIn }) => {
  test.setTimeout(90_000);
  // The invitee has an account; the owner another. Each is signed out before the next one signs in.
  const inviteeEmail = await signIn(page, { name: 'Gustave Caillebotte' });
  await page.context().clearCookies();
  await signIn(page, { name: 'Eva Gonzalès' });
  await createPaletteThroughUi(page, { name: 'Rooftops' });
  const paletteId = (await page.getByRole('link', { name: 'Rooftops', exact: true }).getAttribute('href'))?.split('/').pop();
  expect((await pageApi(page).post(`/api/palettes/${paletteId}/invites`, { email: inviteeEmail })).ok()).toBe(true);
  const link = linkIn(await smtp.nextMailTo(inviteeEmail, /invited you to the palette "Rooftops"/), INVITE_LINK);
  await page.context().clearCookies();

  // Spec §2: the invite page's Sign In goes to /auth, which opens the sign-in dialog.
  await page.goto(link);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${E2E.baseUrl}/auth?returnTo=${encodeURIComponent(new URL(link).pathname)}`);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Palette Library' });
  await expect(dialog.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  // Closed, the page offers it again and the way back.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', new URL(link).pathname);
  await expectNoAxeViolations(page, '/auth');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByLabel('Email').fill(inviteeEmail);
  await dialog.getByLabel('Password').fill('artist-password-1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Signed in, back on the invitation, which is now theirs to accept.
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(link);
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Palette Added!' })).toBeVisible();

  // Signed in, /auth goes straight on; only to a page of this site.
  await page.goto(`/auth?returnTo=${encodeURIComponent(`/palettes/${paletteId}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooftops' })).toBeVisible();
  for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
    await page.goto(`/auth?returnTo=${encodeURIComponent(elsewhere)}`);
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  }
});
