import { test as base, expect } from '@playwright/test';
import { openSignIn, type SignIn } from './sessions';
import { startSmtpCapture } from './smtp';

// Network failures the journey provokes on purpose (a wrong password answers 401) show up as
// "Failed to load resource"; the screens' reactions are asserted instead. Anything else fails.
const EXPECTED = /Failed to load resource/;

interface WorkerFixtures {
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /**
   * Signs a person in (e2e/sessions.ts): directly on PostgreSQL, through the API or the sign-up
   * screens on the embedded database. Journeys about signing up use signUpThroughUi (ui.ts).
   */
  signIn: SignIn;
}

export const test = base.extend<{ consoleGuard: undefined }, WorkerFixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if ((msg.type() === 'error' || msg.type() === 'warning') && !EXPECTED.test(msg.text())) {
          problems.push(`${msg.type()}: ${msg.text()}`);
        }
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      // A script blocked by the Content-Security-Policy (eval, inline code) is a defect too, even
      // when the page catches it and carries on.
      await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
          report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(undefined);
      expect(problems, 'unexpected console output').toEqual([]);
    },
    { auto: true },
  ],
  smtp: [
    // Playwright reads a fixture's dependencies from its destructuring pattern, so it must be there.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtpCapture();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  signIn: [
    async ({ smtp }, use) => {
      const sessions = await openSignIn(smtp);
      await use(sessions.signIn);
      await sessions.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
