import { expect, test } from './fixtures';

test('an integrator reads the API reference, generated from the routes, and tries a public call', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /^Palette Library API/ })).toBeVisible();
  // Every feature's routes, grouped by tag, with the summaries the routes declare.
  for (const tag of ['Palettes', 'Colors', 'Paint catalogue', 'Admin', 'Operations']) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${tag} `) })).toBeVisible();
  }
  // Swagger UI marks up an operation's block without a role of its own.
  const operation = page.locator('.opblock').filter({ hasText: 'This deployment’s names, links and sign-in options' });
  await operation.getByRole('button', { name: /GET \/config/ }).click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  // The live answer (the documented example would say `true`: Swagger's sample boolean).
  await expect(operation.getByText(/"googleSignIn": false/)).toBeVisible();
  await expect(operation.getByRole('heading', { name: 'Server response' })).toBeVisible();
});
