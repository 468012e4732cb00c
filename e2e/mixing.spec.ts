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

test('a painter matches a colour with the mixes of the palette, worked out in the browser', async ({ page, smtp }) => {
  const email = await signUpThroughUi(page, smtp, { name: 'Georgia O’Keeffe' });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const api = pageApi(page);
  const created = await api.post('/api/palettes', { userId: me.id, name: 'Ghost Ranch', medium: 'Watercolor', rows: 2, columns: 4 });
  const { id } = (await created.json()) as { id: string };
  for (const [paintName, hexCode] of [
    ['Hansa Yellow Medium', '#FFDE00'],
    ['French Ultramarine', '#1530B6'],
    ['Burnt Sienna', '#A94D34'],
    ['Quinacridone Rose', '#D22D58'],
  ])
    await api.post('/api/colors', { paletteId: id, paintName, hexCode });
  await page.goto(`/palettes/${id}`);

  await page.getByRole('button', { name: 'Match a colour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match a colour' });
  await dialog.getByRole('textbox', { name: 'Colour to match' }).fill('#4F7030');
  // A leaf green: yellow and blue, a touch of the earth in three; each with its dilution and ΔE00.
  const pairs = dialog.getByRole('region', { name: 'Two paints' }).getByRole('listitem');
  await expect(pairs).toHaveCount(3);
  await expect(pairs.first()).toContainText(/^\d Hansa Yellow Medium : \d French Ultramarine/);
  await expect(pairs.first()).toContainText(/(full strength|~50 %|~25 %)ΔE00 \d+\.\d, (indistinguishable|close|near|far)/);
  const triples = dialog.getByRole('region', { name: 'Three paints' }).getByRole('listitem');
  await expect(triples.first()).toContainText(/Hansa Yellow Medium.*French Ultramarine.*Burnt Sienna/);
  // A paint of the palette is itself, at full strength.
  await dialog.getByRole('textbox', { name: 'Colour to match' }).fill('#D22D58');
  const singles = dialog.getByRole('region', { name: 'One paint' }).getByRole('listitem');
  await expect(singles.first()).toContainText(/^1 Quinacridone Rosefull strengthΔE00 0\.\d, indistinguishable/);
  // A paint the painter lacks, from the catalogue: its colour is the one matched.
  await dialog.getByRole('combobox', { name: 'Or a paint from the catalogue' }).fill('Quinacridone Gold');
  await dialog
    .getByRole('option', { name: /Quinacridone Gold.*Daniel Smith/ })
    .first()
    .click();
  await expect(dialog).toContainText('Matching Quinacridone Gold, Daniel Smith.');
  await expect(dialog.getByRole('textbox', { name: 'Colour to match' })).toHaveValue(/^#[0-9A-F]{6}$/);
  await expect(dialog.getByRole('region', { name: 'Two paints' }).getByRole('listitem').first()).toContainText(/Hansa Yellow Medium/);

  // From the paints the painter owns instead of the palette's.
  for (const [paintName, hexCode] of [
    ['Hansa Yellow Light', '#FDEE00'],
    ['Phthalo Blue (Green Shade)', '#0E4070'],
  ])
    await api.post('/api/inventory', { paintName, manufacturer: 'Daniel Smith', hexCode, medium: 'Watercolor' });
  await dialog.getByRole('radio', { name: 'The paints I own' }).check();
  await dialog.getByRole('textbox', { name: 'Colour to match' }).fill('#3C7A3E');
  await expect(dialog.getByRole('region', { name: 'Two paints' }).getByRole('listitem').first()).toContainText(
    /^\d Hansa Yellow Light \(Daniel Smith\) : \d Phthalo Blue \(Green Shade\) \(Daniel Smith\)/,
  );
});
