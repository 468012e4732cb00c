import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Printing as the browser does it: window.print stubbed (it would open the browser's dialog), the
// PDF a print makes, and what a print sheet must never do (cut text off).

/** Replaces window.print, which would open the browser's dialog, with a recorder of its calls. */
export async function stubPrint(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await page.exposeFunction('recordPrint', () => calls.push('print'));
  await page.addInitScript(() => {
    window.print = () => void (window as unknown as { recordPrint: () => Promise<void> }).recordPrint();
  });
  return calls;
}

/**
 * The PDF the browser's Print command makes of the page, on A4 and on US Letter: its page counts.
 * A sheet that a Print button added is gone after each print ('afterprint'): `print` adds it again.
 */
export async function printedPages(page: Page, print?: () => Promise<void>): Promise<number[]> {
  const counts: number[] = [];
  for (const format of ['A4', 'Letter']) {
    if (print) {
      await page.emulateMedia({ media: 'screen' });
      await print();
      await page.emulateMedia({ media: 'print' });
    }
    const pdf = (await page.pdf({ format, preferCSSPageSize: true, printBackground: true })).toString('latin1');
    counts.push(pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0);
  }
  return counts;
}

/**
 * The sheet that prints: a Print button's while one is in the page (it wins over the page's own,
 * whichever came first), otherwise the page's own, for the browser's Print command.
 */
export function printingSheet(page: Page): Locator {
  return page.locator('[data-print-sheet="print-button"], body:not(:has(> [data-print-sheet="print-button"])) > [data-print-sheet="page"]');
}

/** Clicks the page's Print button, and waits for the browser to be asked to print. */
export function printButton(page: Page, printed: string[]) {
  return async () => {
    const before = printed.length;
    await page.getByRole('main').getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => printed.length).toBe(before + 1);
  };
}

/** No text on the sheet runs past its box, neither across (a name wider than its slot) nor down. */
export async function expectNothingClipped(sheet: Locator) {
  const overflowing = await sheet.evaluate((root) =>
    [...root.querySelectorAll('p, li, h1, h2')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      .map((element) => element.textContent),
  );
  expect(overflowing).toEqual([]);
}
