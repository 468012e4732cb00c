import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './axe';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { CONFIRM_LINK, linkIn } from './smtp';
import { confirmThroughMail, openAuthDialog as openDialog, toast } from './ui';

const PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

test('an artist signs up, signs out, recovers a forgotten password and signs in again', async ({ page, smtp }) => {
  const email = `e2e-${Date.now()}@example.com`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Palette Library' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('affiliate links');
  await page.screenshot({ path: 'test-results/screens/landing-1280.png', fullPage: true });

  // Sign up, opting in to the mailing list: the account opens once the address is confirmed.
  let dialog = await openDialog(page);
  await page.screenshot({ path: 'test-results/screens/auth-dialog-1280.png' });
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill('Winslow Homer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /Subscribe to updates from/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toContainText(`We sent a link to ${email}`);
  await expect(dialog).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Signing in before confirming is refused, and says why.
  dialog = await openDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page, 'Confirm your e-mail first')).toBeVisible();
  await page.keyboard.press('Escape');

  // The mailed link, opened in the browser that signed up: the choices made at sign-up wait there,
  // the password given then is kept (the page asks for none), and the artist is in.
  const subscribed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/subscribe-mailing-list');
  const confirmation = await smtp.nextMailTo(email, /Confirm your/);
  await page.goto(linkIn(confirmation, CONFIRM_LINK));
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByText(`Confirm that ${email} is yours`)).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Subscribe to updates from/ })).toBeChecked();
  await page.screenshot({ path: 'test-results/screens/confirm-email-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(toast(page, 'E-mail confirmed')).toBeVisible();
  expect((await subscribed).postDataJSON()).toEqual({ email, name: 'Winslow Homer', autoSubscribe: true, hasOptedIn: true });
  await expect(header.getByText('Winslow Homer')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // Sign out, then a wrong password is refused.
  await header.getByRole('button', { name: 'Logout' }).click();
  // Signed out once the landing page shows: loading '/' before then could overtake the sign-out.
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  dialog = await openDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await expect(dialog).toBeVisible();

  // Forgot password with an empty e-mail: a toast, and no request is made.
  const resetRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/request-password-reset') resetRequests.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByRole('button', { name: 'Send reset email' }).click();
  await expect(toast(page, 'Email required')).toBeVisible();
  expect(resetRequests).toHaveLength(0);

  // A real reset request, made once; the mailed link sets a new password.
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset email' }).click();
  await expect(toast(page, 'Password reset sent!')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  expect(resetRequests).toHaveLength(1);
  const mail = await smtp.nextMailTo(email, /Reset your/);
  const link = linkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/);
  await page.goto(link);
  // The token is taken out of the address before anything (a page view) can report it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  // The new password signs in; the header greets the artist again.
  dialog = page.getByRole('dialog', { name: 'Welcome to Palette Library' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Winslow Homer')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('Winslow Homer')).toBeVisible();

  // The used link says so as it opens, without a form that could only fail.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link is invalid or has expired.' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('offers Google sign-in only where the server has it configured', async ({ page }) => {
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});

test('a link opened in another browser asks for the password, and shows the name given at sign-up to keep', async ({
  page,
  browser,
  smtp,
}) => {
  const email = `wren-${randomUUID()}@example.com`;
  const dialog = await openDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill('Wren Painter');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();

  // Opened on another device: the name typed at sign-up is there, filled in and editable.
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(linkIn(await smtp.nextMailTo(email, /Confirm your/), CONFIRM_LINK));
  const name = phone.getByRole('textbox', { name: 'Your name' });
  await expect(name).toHaveValue('Wren Painter');
  await expect(name).toHaveAccessibleDescription(/given when this address was signed up: keep it or change it/);
  await expect(phone.getByLabel('New password')).toBeVisible();
  for (const width of [1280, 375]) {
    await phone.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await expectNoAxeViolations(phone, 'confirm e-mail, another browser');
    await phone.screenshot({ path: `test-results/screens/confirm-email-elsewhere-${width}.png`, fullPage: true });
  }
  await phone.getByLabel('New password').fill(NEW_PASSWORD);
  await phone.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(toast(phone, 'E-mail confirmed')).toBeVisible();
  // The header says it, from the account itself (a reload reads it again).
  await expect(phone.getByRole('banner').getByText('Wren Painter')).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('banner').getByText('Wren Painter')).toBeVisible();
  await phone.context().close();
});

test("a link opened in another browser shows the owner the registrant's name, and the owner's replaces it", async ({
  page,
  browser,
  smtp,
}) => {
  // Someone signs up with an address that is not theirs, under a name of their choosing.
  const email = `owner-${randomUUID()}@example.com`;
  const dialog = await openDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill('Squatter<b>');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('squatters-password-1');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();

  // The address's owner opens the mailed link in their own browser: it asks for a password, and
  // shows the name the address was signed up under (as text), which the owner replaces.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(linkIn(await smtp.nextMailTo(email, /Confirm your/), CONFIRM_LINK));
  await expect(owner.getByText(`as ${email}`)).toBeVisible();
  await owner.getByLabel('New password').fill(PASSWORD);
  await owner.getByLabel('Confirm password').fill(PASSWORD);
  await expect(owner.getByLabel('Your name')).toHaveValue('Squatter<b>');
  await owner.getByLabel('Your name').fill('Mary Cassatt');
  await owner.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(toast(owner, 'E-mail confirmed')).toBeVisible();
  await expect(owner.getByRole('banner').getByText('Mary Cassatt')).toBeVisible();

  // The registrant's password no longer opens the account.
  const again = await openDialog(page);
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password').fill('squatters-password-1');
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await owner.context().close();
});

test('an admin sees the Admin button once the address is confirmed', async ({ page, smtp }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Email').fill(E2E.adminEmail);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();

  // The confirmation link sets the password and brings the admin into the app.
  await confirmThroughMail(page, smtp, E2E.adminEmail);
  const header = page.getByRole('banner');
  // Without a name the header shows the part of the e-mail before the @.
  await expect(header.getByText('admin', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('unknown paths show the not-found screen with the footer disclosure', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('affiliate links');
});

test('the landing page and dialog fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/landing-375.png', fullPage: true });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/auth-dialog-375.png' });
});
