import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem, buildPigment, fakeStudioApi, ownedUltramarine } from '../test/fake-studio-api';
import { renderStudio } from '../test/render-studio';

const ultramarine = () => ownedUltramarine({ lightfastness: 'I-Excellent', granulation: 'Granulating', level: 'half', count: 2 });

/** Five paints of every sort: two makers and none, five families, every level, one wished for. */
function shelf() {
  return [
    ultramarine(),
    buildItem({ paintName: 'Cadmium Yellow', manufacturer: 'Daniel Smith', pigmentCode: 'PY35', hexCode: '#FFD700', level: 'low' }),
    buildItem({ paintName: 'Burnt Sienna', pigmentCode: 'PBr7', hexCode: '#8A3324', level: 'empty', count: 0, wish: true }),
    buildItem({ paintName: 'Titanium White', manufacturer: 'Daniel Smith', pigmentCode: 'PW6', hexCode: '#FAFAFA' }),
    buildItem({ paintName: 'Quinacridone Rose', manufacturer: 'Daniel Smith', pigmentCode: 'PV19', hexCode: '#E3256B' }),
  ];
}

const PIGMENTS = [
  buildPigment('PB29', 'blue'),
  buildPigment('PY35', 'yellow'),
  buildPigment('PBr7', 'brown'),
  buildPigment('PW6', 'white'),
];

/** The paints on screen, in their order. */
function shownNames(): string[] {
  const list = screen.getByRole('region', { name: 'Your paints' });
  return within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('the studio', () => {
  it('shows each paint as the palette page does, with what is held of it, its level in words', async () => {
    fakeStudioApi({ items: [ultramarine(), buildItem({ paintName: 'Sap Green', wish: true, count: 0, note: 'For the hedges' })] });
    renderStudio('/studio');
    const card = (await screen.findByRole('heading', { name: 'French Ultramarine' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Winsor & Newton')).toBeTruthy();
    expect(within(card).getByText('PB29')).toBeTruthy();
    const ratings = within(card).getByRole('list', { name: 'Ratings' });
    expect(
      within(ratings)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['LF ILightfastness: I-Excellent', 'GranulatingGranulation: Granulating']);
    expect(within(card).getByRole('combobox', { name: 'Level of French Ultramarine' })).toHaveProperty('value', 'half');
    expect(within(card).getByRole('group', { name: 'Count of French Ultramarine' }).textContent).toContain('2');
    expect(within(card).getByText('Tube')).toBeTruthy();
    const wished = screen.getByRole('heading', { name: 'Sap Green' }).closest('li');
    expect(wished?.textContent).toContain('Wishlist');
    expect(wished?.textContent).toContain('For the hedges');
    expect(screen.getByText('2 paints').getAttribute('role')).toBe('status');
  });

  it('filters by maker, pigment, hue family, level and wishlist, keeping each in the address', async () => {
    fakeStudioApi({ items: shelf(), pigments: PIGMENTS });
    const { router, user } = renderStudio('/studio');
    await screen.findByRole('heading', { name: 'French Ultramarine' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Maker' }), 'Daniel Smith');
    expect(shownNames()).toEqual(['Cadmium Yellow', 'Quinacridone Rose', 'Titanium White']);
    expect(screen.getByText('3 of 5 paints').getAttribute('role')).toBe('status');
    expect(router.state.location.search).toBe('?maker=Daniel+Smith');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'low');
    expect(shownNames()).toEqual(['Cadmium Yellow']);
    expect(router.state.location.search).toBe('?maker=Daniel+Smith&level=low');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownNames()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Pigment' }), 'PB29');
    expect(shownNames()).toEqual(['French Ultramarine']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pigment' }), '');

    // Families come from the pigments where the pigment list knows them, else from the colour.
    const hue = screen.getByRole('combobox', { name: 'Hue family' });
    await waitFor(() =>
      expect(
        within(hue)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Brown'),
    );
    expect(
      within(hue)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any hue', 'Yellow', 'Red', 'Blue', 'Brown', 'White']);
    await user.selectOptions(hue, 'red');
    expect(shownNames()).toEqual(['Quinacridone Rose']);
    await user.selectOptions(hue, '');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Wishlist' }), 'yes');
    expect(shownNames()).toEqual(['Burnt Sienna']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wishlist' }), 'no');
    expect(shownNames()).toHaveLength(4);
    expect(router.state.location.search).toBe('?wish=no');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Maker' }), 'Winsor & Newton');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'empty');
    expect(screen.getByText('No paint matches these filters.')).toBeTruthy();
    expect(screen.getByText('0 of 5 paints')).toBeTruthy();
  });

  it('sorts by name, maker, hue round the wheel and value from light to dark', async () => {
    fakeStudioApi({ items: shelf() });
    const { router, user } = renderStudio('/studio');
    await screen.findByRole('heading', { name: 'French Ultramarine' });
    expect(shownNames()).toEqual(['Burnt Sienna', 'Cadmium Yellow', 'French Ultramarine', 'Quinacridone Rose', 'Titanium White']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'maker');
    expect(shownNames()).toEqual(['Cadmium Yellow', 'Quinacridone Rose', 'Titanium White', 'French Ultramarine', 'Burnt Sienna']);
    await user.selectOptions(sort, 'hue');
    expect(shownNames()).toEqual(['Quinacridone Rose', 'Burnt Sienna', 'Cadmium Yellow', 'French Ultramarine', 'Titanium White']);
    await user.selectOptions(sort, 'value');
    expect(shownNames()).toEqual(['Titanium White', 'Cadmium Yellow', 'Quinacridone Rose', 'Burnt Sienna', 'French Ultramarine']);
    expect(router.state.location.search).toBe('?sort=value');
  });

  it('opens with the filters and order its address names, ignoring what it does not know', async () => {
    fakeStudioApi({ items: shelf() });
    renderStudio('/studio?level=empty&level=low&hue=plaid&sort=value');
    await screen.findByRole('heading', { name: 'Burnt Sienna' });
    expect(shownNames()).toEqual(['Burnt Sienna']);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveProperty('value', 'empty');
    expect(screen.getByRole('combobox', { name: 'Hue family' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'value');
  });

  it('changes the level and the count in place, at once, and takes a refused change back', async () => {
    const api = fakeStudioApi({ items: [ultramarine()] });
    const { user } = renderStudio('/studio');
    const level = await screen.findByRole('combobox', { name: 'Level of French Ultramarine' });
    await user.selectOptions(level, 'low');
    expect(level).toHaveProperty('value', 'low');
    const count = screen.getByRole('group', { name: 'Count of French Ultramarine' });
    await user.click(within(count).getByRole('button', { name: 'One more French Ultramarine' }));
    expect(within(count).getByRole('status').textContent).toBe('3');
    await user.click(within(count).getByRole('button', { name: 'One fewer French Ultramarine' }));
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests.map(({ method, body }) => [method, body])).toEqual([
      ['PUT', { level: 'low' }],
      ['PUT', { count: 3 }],
      ['PUT', { count: 2 }],
    ]);
    expect(api.state.items[0]).toMatchObject({ level: 'low', count: 2 });

    api.refuseNext('PUT', /\/api\/inventory\//, 500, 'The database is away.');
    await user.selectOptions(level, 'empty');
    expect(await screen.findByText('Failed to save paint')).toBeTruthy();
    expect(screen.getByText('The database is away.')).toBeTruthy();
    expect(level).toHaveProperty('value', 'low');
  });

  it('keeps the focus on a count button that has reached its end, and sends nothing', async () => {
    const api = fakeStudioApi({ items: [buildItem({ paintName: 'Burnt Sienna', level: 'empty', count: 0 })] });
    const { user } = renderStudio('/studio');
    const fewer = await screen.findByRole('button', { name: 'One fewer Burnt Sienna' });
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    await user.click(fewer);
    expect(fewer).toBe(document.activeElement);
    expect(screen.getByRole('group', { name: 'Count of Burnt Sienna' }).textContent).toContain('0');
    expect(api.requests).toEqual([]);
  });

  it('gives the focus to the list when a change takes a card out of the filtered view', async () => {
    const api = fakeStudioApi({ items: shelf(), pigments: PIGMENTS });
    const { user } = renderStudio('/studio?level=low');
    const level = await screen.findByRole('combobox', { name: 'Level of Cadmium Yellow' });
    await user.selectOptions(level, 'full');
    expect(screen.queryByRole('heading', { name: 'Cadmium Yellow' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your paints' })).toBe(document.activeElement);
    await waitFor(() => expect(api.requests.map(({ method, body }) => [method, body])).toEqual([['PUT', { level: 'full' }]]));
  });

  it('edits the form, wishlist flag and note in a dialog', async () => {
    const api = fakeStudioApi({ items: [ultramarine()] });
    const { user } = renderStudio('/studio');
    await user.click(await screen.findByRole('button', { name: 'Edit French Ultramarine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit French Ultramarine' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Form' }), 'half pan');
    await user.click(within(dialog).getByRole('checkbox', { name: 'On my wishlist' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Personal notes' }), 'The big tube is in the drawer');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Count' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 0 to 999.')).toBeTruthy();
    expect(api.requests).toEqual([]);

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Count' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Paint updated')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests[0]?.body).toEqual({ form: 'half pan', level: 'half', count: 4, wish: true, note: 'The big tube is in the drawer' });
    const card = screen.getByRole('heading', { name: 'French Ultramarine' }).closest('li');
    expect(card?.textContent).toContain('Half pan');
    expect(card?.textContent).toContain('Wishlist');
    expect(card?.textContent).toContain('The big tube is in the drawer');
  });

  it('removes a paint once asked, and keeps it when the answer is no', async () => {
    const api = fakeStudioApi({ items: [ultramarine(), buildItem({ paintName: 'Sap Green' })] });
    const removed = api.state.items[0]?.id;
    const { user } = renderStudio('/studio');
    await user.click(await screen.findByRole('button', { name: 'Remove French Ultramarine' }));
    let question = await screen.findByRole('alertdialog', { name: 'Remove French Ultramarine from your studio?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'French Ultramarine' })).toBeTruthy();
    expect(api.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove French Ultramarine' }));
    question = await screen.findByRole('alertdialog', { name: 'Remove French Ultramarine from your studio?' });
    // The question closes before the server answers, as it does over a network.
    const answer = api.hold();
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer();
    expect(await screen.findByText('Paint removed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'French Ultramarine' })).toBeNull();
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([`DELETE /api/inventory/${removed}`]);
    // Its card gone with the button that had the focus, the list's heading has it.
    expect(screen.getByRole('heading', { name: 'Your paints' })).toBe(document.activeElement);
  });
});

describe('the studio before it has paints to show', () => {
  it('invites a first paint when it is empty', async () => {
    fakeStudioApi();
    const { user } = renderStudio('/studio');
    expect(await screen.findByRole('heading', { name: 'Your studio is empty' })).toBeTruthy();
    const adds = screen.getAllByRole('button', { name: 'Add paint' });
    expect(adds).toHaveLength(2);
    await user.click(adds[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Add a paint' })).toBeTruthy();
  });

  it('says so when the paints cannot be loaded, and tries again', async () => {
    const api = fakeStudioApi({ items: [ultramarine()] });
    api.refuseNext('GET', /\/api\/inventory$/, 503, 'Try again in a moment.');
    const { user } = renderStudio('/studio');
    expect(await screen.findByText('Your paints could not be loaded. Check your connection and try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'French Ultramarine' })).toBeTruthy();
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    fakeStudioApi({ signedIn: false });
    renderStudio('/studio');
    expect(await screen.findByText('Sign in to keep track of the paints you own.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('puts 48 cards on the page at a time, each view from its first, the first card brought taking the focus', async () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      buildItem({ paintName: `Paint ${String(i).padStart(3, '0')}`, hexCode: '#336699', level: i % 2 === 0 ? 'full' : 'low' }),
    );
    fakeStudioApi({ items });
    const { user } = renderStudio('/studio');
    await screen.findByRole('heading', { name: 'Paint 000' });
    expect(shownNames()).toHaveLength(48);
    expect(screen.getByText('Showing 48 of 100')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show 48 more paints' }));
    expect(shownNames()).toHaveLength(96);
    expect(document.activeElement?.textContent).toContain('Paint 048');
    await user.click(screen.getByRole('button', { name: 'Show 4 more paints' }));
    expect(shownNames()).toHaveLength(100);
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();

    // Another view starts again from its first cards: 50 low paints, 48 of them on the page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'low');
    expect(shownNames()).toHaveLength(48);
    expect(shownNames()[0]).toBe('Paint 001');
    expect(screen.getByText('Showing 48 of 50')).toBeTruthy();
  });
});
