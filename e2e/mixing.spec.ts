import { expect, test } from './fixtures';
import { pageApi, signUpThroughUi } from './ui';

test('a painter previews mixes of two and three colors, from the keyboard, with the nearest catalogue paint', async ({ page, smtp }) => {
  const email = await signUpThroughUi(page, smtp, { name: 'Helen Frankenthaler' });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const created = await pageApi(page).post('/api/palettes', {
    userId: me.id,
    name: 'Mixing set',
    medium: 'Watercolor',
    rows: 2,
    columns: 4,
  });
  const { id } = (await created.json()) as { id: string };
  const api = pageApi(page);
  await api.post('/api/colors', { paletteId: id, paintName: 'Phthalo Blue', hexCode: '#08406F' });
  await api.post('/api/colors', { paletteId: id, paintName: 'Hansa Yellow', hexCode: '#FFDE00' });
  await api.post('/api/colors', { paletteId: id, paintName: 'Burnt Sienna', hexCode: '#8A3C1E' });
  await api.post('/api/colors', {
    paletteId: id,
    paintName: 'Pyrrol Scarlet',
    hexCode: '#DF3A2B',
    isInWorkingArea: true,
    workingAreaPosition: 0,
    workingAreaRow: 0,
    workingAreaColumn: 0,
  });
  await page.goto(`/palettes/${id}`);

  const mixing = page.getByRole('region', { name: 'Mixing' });
  const choices = mixing.getByRole('group', { name: 'Colors to mix' });
  const mixes = mixing.getByRole('list', { name: 'Mixes' });
  await expect(mixes).toHaveCount(0);

  // From the keyboard: focus a color, Space chooses it.
  await choices.getByRole('button', { name: 'Mix Phthalo Blue (grid slot 1)' }).focus();
  await page.keyboard.press('Space');
  await expect(choices.getByRole('button', { name: 'Mix Phthalo Blue (grid slot 1)' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(choices.getByRole('button', { name: 'Mix Hansa Yellow (grid slot 2)' })).toBeFocused();
  await page.keyboard.press('Space');

  // Three mixes; one part of phthalo blue to three of yellow is a clear green, as on paper, and a
  // watercolor mix shows its wash from full strength to a quarter (src/common/color/paint-mix.ts).
  const items = mixes.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('1 Phthalo Blue : 3 Hansa Yellow');
  await expect(items.nth(0)).toContainText('#0D7644');
  await expect(items.nth(0)).toContainText('Wash: full, ½, ¼: #0D7644, #65B083, #A5D5B7');
  const even = items.filter({ hasText: '1 Phthalo Blue : 1 Hansa Yellow' });
  // Each with the catalogue's nearest watercolor and how far it is.
  await expect(even).toContainText(/Nearest paint: .+, .+ · ΔE \d+\.\d/);

  // A working-area color makes three: each pair at three ratios, and all three in thirds.
  await choices.getByRole('button', { name: 'Mix Pyrrol Scarlet (working area cell 1)' }).click();
  await expect(items).toHaveCount(10);
  await expect(items.last()).toContainText('1 Phthalo Blue : 1 Hansa Yellow : 1 Pyrrol Scarlet');
  await expect(items.last()).toContainText(/ΔE \d+\.\d/);
  // Three at most.
  await expect(choices.getByRole('button', { name: 'Mix Burnt Sienna (grid slot 3)' })).toBeDisabled();
  await expect(mixing).toContainText('Three colors at most');

  // Deselecting one gives its place back; Clear starts again.
  await choices.getByRole('button', { name: 'Mix Hansa Yellow (grid slot 2)' }).click();
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('1 Phthalo Blue : 3 Pyrrol Scarlet');
  await mixing.getByRole('button', { name: 'Clear' }).click();
  await expect(mixes).toHaveCount(0);
  await expect(choices.getByRole('button', { pressed: true })).toHaveCount(0);
});
