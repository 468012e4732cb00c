import { mixHex } from '#common/color/paint-mix.ts';
import { expect, test } from './fixtures';
import { photoLayout, photoWithPatches, positionOn } from './photo-patches';
import { printingSheet } from './printing';
import { pageApi, toast } from './ui';

test('a painter previews mixes of two and three colors, from the keyboard, with the nearest catalogue paint', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Helen Frankenthaler' });
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

  // A working-area color makes three: each pair at three ratios, and all three in thirds; phthalo blue
  // and the scarlet are complements, so their most neutral mix comes first (issue 42).
  await choices.getByRole('button', { name: 'Mix Pyrrol Scarlet (working area cell 1)' }).click();
  await expect(items).toHaveCount(11);
  await expect(items.first()).toContainText('Most neutral: 2 Phthalo Blue : 7 Pyrrol Scarlet');
  await expect(items.last()).toContainText('1 Phthalo Blue : 1 Hansa Yellow : 1 Pyrrol Scarlet');
  await expect(items.last()).toContainText(/ΔE \d+\.\d/);
  // Three at most.
  await expect(choices.getByRole('button', { name: 'Mix Burnt Sienna (grid slot 3)' })).toBeDisabled();
  await expect(mixing).toContainText('Three colors at most');

  // Deselecting one gives its place back; Clear starts again.
  await choices.getByRole('button', { name: 'Mix Hansa Yellow (grid slot 2)' }).click();
  await expect(items).toHaveCount(4);
  await expect(items.nth(1)).toContainText('1 Phthalo Blue : 3 Pyrrol Scarlet');
  await mixing.getByRole('button', { name: 'Clear' }).click();
  await expect(mixes).toHaveCount(0);
  await expect(choices.getByRole('button', { pressed: true })).toHaveCount(0);
});

test('a painter matches a colour with the mixes of the palette, worked out in the browser', async ({ page, signIn }) => {
  const email = await signIn(page, { name: 'Georgia O’Keeffe' });
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
  await expect(pairs.first()).toContainText(
    /(full strength|about half strength|about quarter strength)ΔE00 \d+\.\d, (indistinguishable|close match|near|far)/,
  );
  const triples = dialog.getByRole('region', { name: 'Three paints' }).getByRole('listitem');
  await expect(triples.first()).toContainText(/Hansa Yellow Medium.*French Ultramarine.*Burnt Sienna/);
  // A paint of the palette is itself, at full strength.
  await dialog.getByRole('textbox', { name: 'Colour to match' }).fill('#D22D58');
  const singles = dialog.getByRole('region', { name: 'One paint' }).getByRole('listitem');
  await expect(singles.first()).toContainText(
    /^1 Quinacridone Rosefull strengthΔE00 0\.\d, indistinguishable: the eye cannot tell them apart/,
  );
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

  // From the whole catalogue: the tubes the palette lacks, each with its Buy link and "Add this tube".
  await dialog.getByRole('radio', { name: 'The whole catalogue' }).check();
  const fromCatalogue = dialog.getByRole('region', { name: 'Two paints' }).getByRole('listitem').first();
  await expect(fromCatalogue).toContainText(/^\d .+ \(.+\) : \d .+ \(.+\)/);
  const add = fromCatalogue.getByRole('button', { name: /^Add this tube: / }).first();
  const tube = ((await add.getAttribute('aria-label')) ?? '').replace('Add this tube: ', '');
  await add.click();
  await expect(toast(page, 'Tube added')).toBeVisible();
  // On the palette now: no longer offered.
  await expect(dialog.getByRole('button', { name: `Add this tube: ${tube}` })).toHaveCount(0);

  // A recipe of the palette's colours, opened in the mixing preview: the same colour at the same parts.
  await dialog.getByRole('radio', { name: 'This palette’s colours' }).check();
  await dialog.getByRole('textbox', { name: 'Colour to match' }).fill('#4F7030');
  const pair = dialog.getByRole('region', { name: 'Two paints' }).getByRole('listitem').first();
  await expect(pair).toContainText(/^\d .+ : \d .+(full strength|about half strength|about quarter strength)/);
  const [, recipe, strength, hex] =
    /^(.+?)(full strength|about half strength|about quarter strength)ΔE00 .+ (#[0-9A-F]{6})/.exec((await pair.textContent()) ?? '') ?? [];
  await pair.getByRole('button', { name: /^Open in mixing preview: / }).click();
  await expect(dialog).toHaveCount(0);
  const opened = page.getByRole('region', { name: 'Mixing' }).getByRole('list', { name: 'Mixes' }).getByRole('listitem').first();
  await expect(opened).toContainText(`Recipe: ${recipe ?? '?'}${strength ?? '?'}${hex ?? '?'}`);
  // The tube added from the catalogue is one of the palette's colours.
  const [tubeName = ''] = tube.split(' (');
  await expect(page.getByRole('region', { name: 'Mixing' }).getByRole('button', { name: new RegExp(`^Mix ${tubeName}`) })).toHaveCount(1);
});

test('a painter matches a colour sampled from a phone photo under warm light, corrects it against the paper, saves the recipe and prints it', async ({
  page,
  signIn,
}) => {
  const email = await signIn(page, { name: 'Emily Carr' });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const api = pageApi(page);
  const created = await api.post('/api/palettes', { userId: me.id, name: 'Forest', medium: 'Watercolor', rows: 2, columns: 4 });
  const { id } = (await created.json()) as { id: string };
  const paints = [
    ['Hansa Yellow Medium', '#FFDE00'],
    ['French Ultramarine', '#1530B6'],
    ['Burnt Sienna', '#A94D34'],
    ['Quinacridone Rose', '#D22D58'],
  ] as const;
  for (const [paintName, hexCode] of paints)
    await api.post('/api/colors', { paletteId: id, paintName, hexCode, manufacturer: 'Daniel Smith' });
  // A moss green the palette can make (3 yellow : 1 ultramarine, with the mixing preview's model),
  // beside a red, on white paper, photographed under a warm bulb.
  const moss = mixHex([
    { hexCode: '#FFDE00', parts: 3 },
    { hexCode: '#1530B6', parts: 1 },
  ]);
  const layout = photoLayout(2);
  const photo = photoWithPatches({ paper: '#FFFFFF', cast: { r: 1, g: 0.75, b: 0.45 }, patches: [moss, '#C0392B'] });
  await page.goto(`/palettes/${id}`);

  await page.getByRole('button', { name: 'Match a colour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match a colour' });
  // A catalogue paint first; the photo's sample then takes its place, and the paint's field empties (issue 41).
  const cataloguePaint = dialog.getByRole('combobox', { name: 'Or a paint from the catalogue' });
  await cataloguePaint.fill('ultramarine');
  await dialog.getByRole('option').first().click();
  await expect(dialog.getByText(/^Matching .+\.$/)).toBeVisible();
  await dialog.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: photo });
  await expect(cataloguePaint).toHaveValue('');
  await expect(dialog.getByText(/^Matching /)).toHaveCount(0);
  const sampler = dialog.getByRole('slider', { name: 'Photo sampler' });
  const target = dialog.getByRole('textbox', { name: 'Colour to match' });
  const aimAt = async (pixel: { x: number; y: number }) => {
    // Measured each time: the sheet's scrollbar comes and goes as recipes come in.
    const box = await sampler.boundingBox();
    if (!box) throw new Error('the photo is not shown');
    await sampler.click({ position: positionOn(pixel, layout, box) });
    // Where it landed, to the pixel (a click's position is rounded to the screen's pixels).
    await expect.poll(async () => aimedAt(await sampler.getAttribute('aria-valuetext'), pixel)).toBeLessThanOrEqual(1);
  };
  /** The colour the sampler says it took, once the colour to match is that colour (it follows when the sampler rests). */
  const sampled = async () => {
    const said = (await dialog.getByText(/^Sample at \d+, \d+: #[0-9A-F]{6}$/).textContent()) ?? '';
    const hex = said.slice(-7);
    await expect(target).toHaveValue(hex);
    return hex;
  };
  // As photographed, the green is yellowed by the light.
  const [mossAt = layout.paper, redAt = layout.paper] = layout.patches;
  await aimAt(mossAt);
  expect(distance(await sampled(), moss)).toBeGreaterThan(20);
  // White balance: the bare paper, then the green again, now as it is.
  await aimAt(layout.paper);
  await dialog.getByRole('button', { name: 'This is the paper' }).click();
  await expect(dialog.getByText(/^White balance: corrected against the paper \(#[0-9A-F]{6}\)\.$/)).toBeVisible();
  // Undoable: undone and done again, on the same paper.
  await dialog.getByRole('button', { name: 'Undo white balance' }).click();
  await expect(dialog.getByText(/^White balance: corrected/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'This is the paper' }).click();
  await aimAt(redAt);
  // The arrow keys move the sampler a pixel at a time, Shift ten.
  const [x, y] = (/^(\d+) across, (\d+) down$/.exec((await sampler.getAttribute('aria-valuetext')) ?? '') ?? []).slice(1).map(Number);
  await sampler.press('Shift+ArrowLeft');
  await sampler.press('ArrowDown');
  await expect(sampler).toHaveAttribute('aria-valuetext', `${(x ?? 0) - 10} across, ${(y ?? 0) + 1} down`);
  await aimAt(mossAt);
  expect(distance(await sampled(), moss)).toBeLessThanOrEqual(3);

  // The best pair is the yellow and the blue, within ΔE00 5 of the photo's green.
  const best = dialog.getByRole('region', { name: 'Two paints' }).getByRole('listitem').first();
  await expect(best).toContainText(/\d Hansa Yellow Medium : \d French Ultramarine/);
  const deltaE = Number(/ΔE00 (\d+\.\d)/.exec((await best.textContent()) ?? '')?.[1]);
  expect(deltaE).toBeLessThan(5);
  // Said as a painter reads it, under what ΔE00 is.
  await expect(best).toContainText(/ΔE00 \d+\.\d, (indistinguishable: the eye cannot tell them apart|close match)/);
  await expect(dialog.getByText(/^ΔE00 is how far a mix is from the colour/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await best.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/match-recipes-${width}.png` });
  }
  const recipe = /^(\d Hansa Yellow Medium : \d French Ultramarine)/.exec((await best.textContent()) ?? '')?.[1] ?? '';
  await best.getByRole('button', { name: /^Save recipe: / }).click();
  await expect(best.getByRole('button', { name: /^Saved: / })).toBeDisabled();
  await page.keyboard.press('Escape');

  // On the palette, under Mixes, and in print; the photo itself never left the browser.
  const mixes = page.getByRole('region', { name: 'Mixes' });
  const [yellowParts, blueParts] = recipe.split(' : ').map((part) => part.split(' ')[0]);
  const saved = `${yellowParts} Hansa Yellow Medium (Daniel Smith) : ${blueParts} French Ultramarine (Daniel Smith)`;
  await expect(mixes.getByRole('listitem')).toHaveCount(1);
  await expect(mixes.getByRole('listitem')).toContainText(saved);
  await expect(mixes.getByRole('listitem')).toContainText('For Photo sample');
  // A note of the painter's own, kept with the recipe.
  await mixes.getByRole('button', { name: `Add note: ${saved}` }).click();
  await mixes.getByRole('textbox', { name: 'Note' }).fill('Moss on the north side of the barn');
  await mixes.getByRole('button', { name: 'Save note' }).click();
  await expect(mixes.getByRole('button', { name: `Edit note: ${saved}` })).toBeFocused();
  await expect(mixes.getByRole('listitem')).toContainText('Moss on the north side of the barn');
  await page.emulateMedia({ media: 'print' });
  const sheet = printingSheet(page);
  await expect(sheet).toContainText('Mixes · Forest');
  await expect(sheet).toContainText(saved);
  await expect(sheet).toContainText('Moss on the north side of the barn');
  await page.emulateMedia({ media: 'screen' });

  // Deleted after a question, it is gone.
  await mixes.getByRole('button', { name: `Delete mix: ${saved}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Mixes' })).toHaveCount(0);
});

/** How far the sampler's position ('70 across, 330 down') is from `pixel`, in pixels either way. */
function aimedAt(position: string | null, pixel: { x: number; y: number }): number {
  const [x = Number.NaN, y = Number.NaN] = (/^(\d+) across, (\d+) down$/.exec(position ?? '') ?? []).slice(1).map(Number);
  return Math.max(Math.abs(x - pixel.x), Math.abs(y - pixel.y));
}

/** The largest difference of one channel between two '#RRGGBB' colours. */
function distance(a: string, b: string): number {
  return Math.max(...[1, 3, 5].map((at) => Math.abs(parseInt(a.slice(at, at + 2), 16) - parseInt(b.slice(at, at + 2), 16))));
}
