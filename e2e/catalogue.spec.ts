import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { TColor } from '#common/schemas/color.ts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import type { SignIn } from './sessions';
import { swatchNamed, toast } from './ui';

// The server imports data/paints when it starts (its catalogue is empty); the expected facts come
// from the same file, so the journey follows the data as it is corrected.
const DANIEL_SMITH = path.resolve('data/paints/daniel-smith-extra-fine.csv');

function danielSmithPaint(name: string): { pigments: string; hex: string } {
  const rows = parse(readFileSync(DANIEL_SMITH, 'utf8'), { columns: true }) as Array<Record<string, string>>;
  const row = rows.find((r) => r.paint_name === name);
  if (!row) throw new Error(`${name} is not in ${DANIEL_SMITH}`);
  return { pigments: (row.pigment_codes ?? '').split(' ').filter(Boolean).join(', '), hex: row.hex_code ?? '' };
}

/** '#C7325E' as the browser computes a background color. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A new painter's new palette, opened, with the color form open on its first slot. */
async function addColorToNewPalette(page: Page, signIn: SignIn, names: { painter: string; palette: string }) {
  await signIn(page, { name: names.painter });
  await page.getByRole('button', { name: 'New palette' }).click();
  const create = page.getByRole('dialog', { name: 'Create new palette' });
  await create.getByLabel('Name').fill(names.palette);
  await create.getByRole('button', { name: 'Create palette' }).click();
  await page.getByRole('link', { name: names.palette, exact: true }).click();
  await page.getByRole('button', { name: 'Add color to slot 1', exact: true }).click();
  return page.getByRole('dialog', { name: 'Add color' });
}

test('a painter fills a color from the catalogue: search, keyboard pick, pigment suggestions, save', async ({ page, signIn }) => {
  const form = await addColorToNewPalette(page, signIn, { painter: 'Mary Cassatt', palette: 'Catalogue picks' });
  const name = form.getByRole('combobox', { name: 'Paint name' });

  // A name the catalogue does not know says so, rather than showing nothing.
  await name.fill('Zzyzx Ochre');
  await expect(form.getByText('No paint in the catalogue matches.', { exact: false })).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: 'suggestions' })).toHaveText('No suggestions');

  // Three characters bring ten suggestions (the catalogue has more quinacridones), watercolors
  // first in a watercolor palette, and say how many; Escape closes them and leaves the dialog open.
  await name.fill('quin');
  const suggestions = form.getByRole('listbox', { name: 'Paint suggestions' });
  await expect(suggestions).toBeVisible();
  const options = suggestions.getByRole('option');
  await expect(options.first()).toContainText('Quinacridone');
  await expect(options).toHaveCount(10);
  await expect(options.first()).not.toContainText('Golden');
  await expect(form.getByRole('status').filter({ hasText: 'suggestions' })).toHaveText('10 suggestions');
  // The list is no dialog of its own inside the form's.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await name.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(form).toBeVisible();

  // Back with ArrowDown; arrows walk to the first Daniel Smith quinacridone and Enter takes it.
  await name.press('ArrowDown');
  await expect(suggestions).toBeVisible();
  const labels = await options.allInnerTexts();
  const index = labels.findIndex((label) => label.includes('Daniel Smith') && label.includes('Pigments:'));
  expect(index, `a Daniel Smith paint with pigments among ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const picked = (labels[index] ?? '').split('\n')[0]?.trim() ?? '';
  for (let step = 0; step <= index; step += 1) await name.press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(name).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id')) ?? '');
  await name.press('Enter');
  await expect(suggestions).toBeHidden();

  // Every field is filled from the catalogue, and stays editable.
  const paint = danielSmithPaint(picked);
  await expect(name).toHaveValue(picked);
  await expect(form.getByLabel('Manufacturer')).toHaveValue('Daniel Smith');
  await expect(form.getByLabel('Series')).toHaveValue('Extra Fine');
  const pigmentField = form.getByRole('combobox', { name: 'Pigment code' });
  await expect(pigmentField).toHaveValue(paint.pigments);
  await expect(form.getByLabel('Hex', { exact: true })).toHaveValue(paint.hex);
  await expect(form.getByLabel('Medium')).toHaveValue('Watercolor');

  // The pigment field suggests after more than two characters, by name as well as by code.
  const pigments = paint.pigments;
  await pigmentField.fill(`${pigments}, ultra`);
  const pigmentList = form.getByRole('listbox', { name: 'Pigment suggestions' });
  await pigmentList.getByRole('option', { name: /PB29/ }).click();
  await expect(pigmentField).toHaveValue(`${pigments}, PB29`);
  await pigmentField.fill(pigments);
  // A tag of the painter's own, for the next color.
  await form.getByLabel('Tags').fill('reds');
  await form.getByLabel('Tags').press('Enter');
  await expect(form.getByRole('button', { name: 'Remove tag reds' })).toBeVisible();

  await form.getByRole('button', { name: 'Save color' }).click();
  await expect(toast(page, 'Color added')).toBeVisible();
  const swatch = swatchNamed(page, picked, 'grid slot 1');
  // Focus comes back to the slot the dialog was opened from, now holding the new color.
  await expect(swatch).toBeFocused();
  await expect(swatch.locator('div').first()).toHaveCSS('background-color', rgb(paint.hex));
  // The color remembers the catalogue paint it was picked from: its Buy link is the paint's.
  const paletteId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const saved = (await (await page.request.get(new URL(`/api/colors/palette/${paletteId}`, page.url()).href)).json()) as TColor[];
  expect(saved.find((color) => color.paintName === picked)?.cataloguePaintId).toMatch(/^[0-9a-f-]{36}$/);
  await swatch.click();
  const details = page.getByRole('dialog', { name: picked });
  // With the toast still up, Escape closes the dialog (the layer being worked in), not the toast.
  await expect(toast(page, 'Color added')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(toast(page, 'Color added')).toBeVisible();
  await expect(swatch).toBeFocused();
  await swatch.click();
  await expect(details).toContainText('Daniel Smith');
  await expect(details).toContainText(pigments.split(', ').join(' · '));
  // Other makers' paints that can stand in for it, each with its color difference.
  const alternatives = details.getByRole('region', { name: 'Alternatives' });
  await expect(alternatives.getByRole('listitem').first()).toContainText(/ΔE \d+\.\d/);
  await expect(alternatives.getByRole('listitem').filter({ hasText: 'Daniel Smith' })).toHaveCount(0);

  // Editing it suggests catalogue paints, never the color itself as one of the painter's own.
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit color' });
  const editName = edit.getByRole('combobox', { name: 'Paint name' });
  // The field holds the name already: typed again, it is a change that searches.
  await editName.fill('');
  await editName.fill(picked);
  const editSuggestions = edit.getByRole('listbox', { name: 'Paint suggestions' });
  await expect(editSuggestions.getByRole('option').first()).toContainText(picked);
  await expect(editSuggestions.getByRole('option', { name: /Your color/ })).toHaveCount(0);
  // Removing a tag here waits for Save: cancelled, the color keeps it (the next color's suggestions show it).
  await editName.press('Escape');
  await edit.getByRole('button', { name: 'Remove tag reds' }).click();
  await expect(edit.getByRole('button', { name: 'Remove tag reds' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(swatch).toBeFocused();

  // Choosing a tag suggests the painter's own colors carrying it; picking one fills the form.
  await page.getByRole('button', { name: 'Add color to slot 2', exact: true }).click();
  const next = page.getByRole('dialog', { name: 'Add color' });
  // The tag field is a combobox: what is typed finds the painter's tag, and Enter completes it.
  const tagField = next.getByRole('combobox', { name: 'Tags' });
  await tagField.fill('re');
  const tagOptions = next.getByRole('listbox', { name: 'Tag suggestions' }).getByRole('option');
  await expect(tagOptions).toHaveText(['reds', 'New tag “re”']);
  await expect(tagOptions.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tagField).toHaveAttribute('aria-activedescendant', (await tagOptions.first().getAttribute('id')) ?? '');
  await expectNoAxeViolations(page, 'tag suggestions');
  await tagField.press('Enter');
  await expect(next.getByRole('button', { name: 'Remove tag reds' })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Remove tag re', exact: true })).toHaveCount(0);
  const own = next.getByRole('listbox', { name: 'Paint suggestions' }).getByRole('option', { name: /Your color/ });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(picked);
  // With a second tag, colors with any of them (the default) or with all of them.
  await next.getByLabel('Tags').fill('blues');
  await next.getByLabel('Tags').press('Enter');
  await expect(next.getByRole('button', { name: 'Remove tag blues' })).toBeVisible();
  const tagMode = next.getByRole('group', { name: 'Suggest my colors with' });
  await expect(tagMode.getByRole('button', { name: 'Any tag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(own).toHaveCount(1);
  await tagMode.getByRole('button', { name: 'All tags' }).click();
  await expect(own).toHaveCount(0);
  await tagMode.getByRole('button', { name: 'Any tag' }).click();
  await expect(own).toHaveCount(1);
  await own.click();
  await expect(next.getByRole('combobox', { name: 'Paint name' })).toHaveValue(picked);
  await expect(next.getByLabel('Hex', { exact: true })).toHaveValue(paint.hex);
});

test("a painter takes another maker's paint instead: alternatives in the color form", async ({ page, signIn }) => {
  const form = await addColorToNewPalette(page, signIn, { painter: 'Winslow Homer', palette: 'Blues' });
  const name = form.getByRole('combobox', { name: 'Paint name' });
  // Nothing picked from the catalogue yet: nothing to compare.
  const alternatives = form.getByRole('region', { name: 'Alternatives' });
  await expect(alternatives).toHaveCount(0);
  await name.fill('French Ultramarine');
  await form.getByRole('listbox', { name: 'Paint suggestions' }).getByRole('option').filter({ hasText: 'Daniel Smith' }).first().click();
  await expect(form.getByLabel('Manufacturer')).toHaveValue('Daniel Smith');

  // Other makers' ultramarines: PB29 like it, so marked as the same pigment, each with its ΔE.
  const rows = alternatives.getByRole('listitem');
  await expect(rows.first()).toContainText(/ΔE \d+\.\d/);
  await expect(rows.first()).toContainText('Same pigment');
  await expect(rows.filter({ hasText: 'Daniel Smith' })).toHaveCount(0);
  const use = alternatives.getByRole('button', { name: /^Use / }).first();
  const [, otherName = '', otherMaker = ''] = /^Use (.+) by (.+), watercolor$/.exec((await use.getAttribute('aria-label')) ?? '') ?? [];
  await use.click();

  // The form is now that paint, and the painter reads it from its name on.
  await expect(name).toHaveValue(otherName);
  await expect(name).toBeFocused();
  await expect(form.getByLabel('Manufacturer')).toHaveValue(otherMaker);
  await expect(form.getByRole('combobox', { name: 'Pigment code' })).toHaveValue('PB29');
  // Its own alternatives follow: none from its maker, Daniel Smith's among them.
  await expect(rows.filter({ hasText: otherMaker })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Daniel Smith' }).first()).toBeVisible();

  await form.getByRole('button', { name: 'Save color' }).click();
  await expect(toast(page, 'Color added')).toBeVisible();
  const paletteId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const saved = (await (await page.request.get(new URL(`/api/colors/palette/${paletteId}`, page.url()).href)).json()) as TColor[];
  expect(saved).toEqual([
    expect.objectContaining({ paintName: otherName, manufacturer: otherMaker, cataloguePaintId: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
  ]);
});
