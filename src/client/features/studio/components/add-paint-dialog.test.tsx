import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCataloguePaint } from '#client/test/build-catalogue-paint.ts';
import { BUY_LINK, buildItem, fakeStudioApi, ownedUltramarine } from '../test/fake-studio-api';
import { renderStudio } from '../test/render-studio';

const danielSmithUltramarine = buildCataloguePaint({
  paintName: 'French Ultramarine',
  manufacturer: 'Daniel Smith',
  seriesName: 'Extra Fine',
  pigmentCode: 'PB29',
  hexCode: '#2A3F94',
  lightfastness: 'I-Excellent',
  affiliateLink: BUY_LINK,
});
const hansaYellow = buildCataloguePaint({
  paintName: 'Hansa Yellow Medium',
  manufacturer: 'Daniel Smith',
  pigmentCode: 'PY97',
  hexCode: '#FFDE00',
});

async function openAddDialog(user: ReturnType<typeof renderStudio>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add paint' }));
  return screen.findByRole('dialog', { name: 'Add a paint' });
}

describe('adding a paint to the studio', () => {
  it('picks a catalogue paint by its pigment code as the color form does, and adds it with what is held', async () => {
    const api = fakeStudioApi({ catalogue: [danielSmithUltramarine, hansaYellow] });
    const { user } = renderStudio('/studio');
    const dialog = await openAddDialog(user);
    const name = within(dialog).getByRole('combobox', { name: 'Paint name' });
    expect(name).toBe(document.activeElement);
    await user.type(name, 'PB29');
    const suggestions = await within(dialog).findByRole('listbox', { name: 'Paint suggestions' });
    await user.click(within(suggestions).getByRole('option', { name: /French Ultramarine/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Manufacturer' })).toHaveProperty('value', 'Daniel Smith');
    expect(within(dialog).getByRole('combobox', { name: 'Pigment code' })).toHaveProperty('value', 'PB29');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Form' }), 'pan');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Count' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Count' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add to studio' }));

    expect(await screen.findByText('Paint added')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The catalogue's paint, by its id: its facts and Buy link are the catalogue's.
    expect(api.requests.map(({ body }) => body)).toEqual([
      { cataloguePaintId: danielSmithUltramarine.id, form: 'pan', level: 'full', count: 2, wish: false, note: null },
    ]);
    const card = screen.getByRole('heading', { name: 'French Ultramarine' }).closest('li');
    expect(card?.textContent).toContain('Daniel Smith');
    expect(card?.textContent).toContain('Pan');
  });

  it("says where a catalogue paint's lightfastness comes from, in the suggestions and under the rating once picked (issue 42)", async () => {
    const winsorBlue = buildCataloguePaint({
      paintName: 'Winsor Blue (Green Shade)',
      manufacturer: 'Winsor & Newton',
      pigmentCode: 'PB15:3',
      hexCode: '#0E3A6B',
      lightfastness: 'I-Excellent',
      lightfastnessBasis: 'pigment',
    });
    const winsorBlueRed = buildCataloguePaint({
      paintName: 'Winsor Blue (Red Shade)',
      manufacturer: 'Winsor & Newton',
      pigmentCode: 'PB15:1',
      hexCode: '#1B3F8B',
      lightfastness: 'I-Excellent',
      lightfastnessBasis: 'maker',
      makerLightfastness: 'AA',
    });
    fakeStudioApi({ catalogue: [winsorBlue, winsorBlueRed] });
    const { user } = renderStudio('/studio');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Paint name' }), 'Winsor Blue');
    const suggestions = await within(dialog).findByRole('listbox', { name: 'Paint suggestions' });
    expect(within(suggestions).getByRole('option', { name: /Green Shade/ }).textContent).toContain(
      'Lightfastness I-Excellent (from the pigment)',
    );
    expect(within(suggestions).getByRole('option', { name: /Red Shade/ }).textContent).toContain(
      "Lightfastness I-Excellent (the maker's rating, AA on its own scale)",
    );

    await user.click(within(suggestions).getByRole('option', { name: /Green Shade/ }));
    const rating = within(dialog).getByRole('combobox', { name: 'Lightfastness' });
    const said = () => document.getElementById(rating.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    expect(rating).toHaveProperty('value', 'I-Excellent');
    expect(said()).toBe('From the pigment');
    // Rated otherwise, it is the painter's rating, from no one else.
    await user.selectOptions(rating, 'II-Very Good');
    expect(said()).toBeNull();
    expect(within(dialog).queryByText('From the pigment')).toBeNull();
  });

  it('raises the count of a paint held already in that form, and says so', async () => {
    fakeStudioApi({
      catalogue: [hansaYellow],
      items: [buildItem({ paintName: hansaYellow.paintName, cataloguePaintId: hansaYellow.id, pigmentCode: 'PY97', count: 1 })],
    });
    const { user } = renderStudio('/studio');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Paint name' }), 'Hansa');
    await user.click(await within(dialog).findByRole('option', { name: /Hansa Yellow Medium/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to studio' }));
    expect(await screen.findByText('You now hold 2 of Hansa Yellow Medium.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Count of Hansa Yellow Medium' })).getByRole('status').textContent).toBe('2');
  });

  it("warns before a second paint of a pigment already owned, in the server's words, and adds it only when told to", async () => {
    const api = fakeStudioApi({ catalogue: [danielSmithUltramarine], items: [ownedUltramarine()] });
    const { user } = renderStudio('/studio');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Paint name' }), 'ultra');
    await user.click(await within(dialog).findByRole('option', { name: /French Ultramarine/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to studio' }));

    let warning = await screen.findByRole('alertdialog', { name: 'Add a second paint of this pigment?' });
    expect(within(warning).getByText('You own French Ultramarine (Winsor & Newton), PB29.')).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Nothing added; the form stays as it was, to choose another paint or try again.
    expect(api.state.items).toHaveLength(1);
    expect(within(dialog).getByRole('combobox', { name: 'Paint name' })).toHaveProperty('value', 'French Ultramarine');

    await user.click(within(dialog).getByRole('button', { name: 'Add to studio' }));
    warning = await screen.findByRole('alertdialog', { name: 'Add a second paint of this pigment?' });
    await user.click(within(warning).getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByText('Paint added')).toBeTruthy();
    expect(api.requests.map(({ body }) => (body as { confirmDuplicate?: boolean }).confirmDuplicate)).toEqual([undefined, undefined, true]);
    expect(api.state.items.map((item) => item.manufacturer)).toEqual(['Winsor & Newton', 'Daniel Smith']);
    expect(screen.getAllByRole('heading', { name: 'French Ultramarine' })).toHaveLength(2);
  });

  it("takes a paint the catalogue lacks by hand, with the color form's rules and messages", async () => {
    const api = fakeStudioApi();
    const { user } = renderStudio('/studio');
    await user.click(await screen.findByRole('button', { name: 'Add paint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a paint' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#12');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Count' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Count' }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add to studio' }));

    expect(within(dialog).getByText('Paint name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Hex must be # followed by six hex digits.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 0 to 999.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Paint name' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toEqual([]);

    await user.type(within(dialog).getByRole('combobox', { name: 'Paint name' }), 'Grandma’s Moss Green');
    await user.type(within(dialog).getByRole('combobox', { name: 'Manufacturer' }), 'Kitchen Table Paints');
    await user.type(within(dialog).getByRole('combobox', { name: 'Pigment code' }), 'PG7, PY150');
    await user.clear(hex);
    await user.type(hex, '#4A6B2F');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Count' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Count' }), '0');
    await user.click(within(dialog).getByRole('checkbox', { name: 'On my wishlist' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Lightfastness' }), 'II-Very Good');
    await user.type(within(dialog).getByRole('textbox', { name: 'Personal notes' }), 'From the market in Arles');
    await user.click(within(dialog).getByRole('button', { name: 'Add to studio' }));

    expect(await screen.findByText('Paint added')).toBeTruthy();
    expect(api.requests[0]?.body).toEqual({
      paintName: 'Grandma’s Moss Green',
      manufacturer: 'Kitchen Table Paints',
      seriesName: null,
      pigmentCode: 'PG7, PY150',
      hexCode: '#4A6B2F',
      medium: null,
      lightfastness: 'II-Very Good',
      opacity: null,
      granulation: null,
      staining: null,
      form: 'tube',
      level: 'full',
      count: 0,
      wish: true,
      note: 'From the market in Arles',
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Grandma’s Moss Green' })).toBeTruthy());
  });

  it("keeps a picked catalogue paint with the painter's own swatch, and adds one of another medium as typed", async () => {
    const api = fakeStudioApi({ catalogue: [hansaYellow] });
    const { user } = renderStudio('/studio');
    const pickHansa = async () => {
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByRole('combobox', { name: 'Paint name' }), 'Hansa');
      await user.click(await within(dialog).findByRole('option', { name: /Hansa Yellow Medium/ }));
      return dialog;
    };
    const swatch = await pickHansa();
    const hex = within(swatch).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#FFD000');
    await user.click(within(swatch).getByRole('button', { name: 'Add to studio' }));
    expect(await screen.findByText('Paint added')).toBeTruthy();
    // Still the catalogue's paint (its Buy link, owned on palettes), with the swatch as the painter sees it.
    expect(api.requests[0]?.body).toEqual({
      cataloguePaintId: hansaYellow.id,
      hexCode: '#FFD000',
      form: 'tube',
      level: 'full',
      count: 1,
      wish: false,
      note: null,
    });

    // Another medium is another paint: a gouache of that name is added as typed (the dialog's only
    // select that says which paint it is, so no suggestion list is in the way).
    const gouache = await pickHansa();
    await user.selectOptions(within(gouache).getByRole('combobox', { name: 'Medium' }), 'Gouache');
    await user.click(within(gouache).getByRole('button', { name: 'Add to studio' }));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]?.body).toMatchObject({ paintName: 'Hansa Yellow Medium', manufacturer: 'Daniel Smith', medium: 'Gouache' });
    expect(api.requests[1]?.body).not.toHaveProperty('cataloguePaintId');
  });
});
