import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 2.1 A and AA, and axe's best practices (one main landmark, a level-one heading, content in
// landmarks…): what a screen reader or keyboard user would stumble on. Also WCAG 2.5.3 (label in
// name), a rule axe still marks experimental and leaves out by default: a control whose visible
// text is not in its accessible name is one a speech-input user cannot call by what they see.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Scans the page as it is now (menus and dialogs open included) and fails with a readable list of
 * every violation: rule, what it means, and the elements it found.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // A menu or dialog that is still fading in has the blend of its colors and the page's, which axe
  // would measure as too little contrast (4.35:1 for a menu's red Delete in one run): wait for the
  // page's finite animations to end (a spinner's run forever, and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // options() first: it replaces every option set before it, withTags' among them. Legacy mode runs
  // axe.run in the page itself; the default runs each frame's part, then joins them in a blank page
  // opened for it, with axe injected again: our screens have no frames, and the scans take 36 s
  // instead of 66 s over the 80 of a11y.spec.ts (the same violations found either way).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ rules: RULES }).withTags(TAGS).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
  expect.soft(found, `axe on ${screen} at ${page.viewportSize()?.width ?? '?'} px`).toEqual([]);
}
