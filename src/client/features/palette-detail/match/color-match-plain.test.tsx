import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_TEXTS } from './photo/photo-sampler';
import { photoFile, stubPhotoDecoding } from './photo/test-photo';
import { renderDialog, SearchOnThisThread, stubCatalogueSearch } from './test-match';

// Issue 41: the colour to match comes from one place at a time, and a recipe's figures say what
// they mean to a painter.
beforeEach(() => {
  vi.stubGlobal('Worker', SearchOnThisThread);
  stubCatalogueSearch();
  stubPhotoDecoding();
});
afterEach(() => vi.restoreAllMocks());

async function pickTheGold(user: ReturnType<typeof renderDialog>) {
  const field = screen.getByRole('combobox', { name: 'Or a paint from the catalogue' });
  await user.type(field, 'quinac');
  await user.click(await screen.findByRole('option', { name: /Quinacridone Gold/ }));
  expect(field).toHaveProperty('value', 'Quinacridone Gold');
  expect(screen.getByText('Matching Quinacridone Gold, Daniel Smith.')).toBeTruthy();
  return field;
}

describe('Match a colour, where the colour comes from', () => {
  it('empties the catalogue paint once a photo is sampled: the photo’s colour is the one matched', async () => {
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    const field = await pickTheGold(user);
    await user.upload(screen.getByLabelText(PHOTO_TEXTS.photo), photoFile());
    await user.selectOptions(await screen.findByRole('combobox', { name: PHOTO_TEXTS.sampleSize }), 'Point (1 px)');
    // The sampler rests on the olive in warm light; its colour is the one to match.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Colour to match' })).toHaveProperty('value', '#5D7315'));
    expect(field).toHaveProperty('value', '');
    expect(screen.queryByText(/^Matching/)).toBeNull();
  });

  it('empties the catalogue paint once a colour is typed', async () => {
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    const field = await pickTheGold(user);
    const typed = screen.getByRole('textbox', { name: 'Colour to match' });
    await user.clear(typed);
    await user.type(typed, '#4F7030');
    expect(field).toHaveProperty('value', '');
  });
});

describe('Match a colour, in a painter’s words', () => {
  it('says what ΔE00 is and what each figure means: indistinguishable, a wash’s strength, far', async () => {
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#A94D34');
    const singles = await screen.findByRole('region', { name: 'One paint' });
    expect(
      screen.getByText('ΔE00 is how far a mix is from the colour: under 2 the eye cannot tell them apart, from 10 on it is far.'),
    ).toBeTruthy();
    const [sienna] = within(singles).getAllByRole('listitem');
    expect(sienna?.textContent).toMatch(/^1 Burnt Siennafull strengthΔE00 0\.\d, indistinguishable: the eye cannot tell them apart #/);
    for (const recipe of within(screen.getByRole('region', { name: 'Two paints' })).getAllByRole('listitem')) {
      expect(recipe.textContent).toMatch(/(full strength|about half strength|about quarter strength)ΔE00/);
      expect(recipe.textContent).not.toContain('%');
    }

    // No mix of these paints comes near a bright green: it says so.
    await user.clear(screen.getByRole('textbox', { name: 'Colour to match' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#00FF40');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'One paint' })).getAllByRole('listitem')[0]?.textContent).toContain(
        'far: no good mix from these paints',
      ),
    );
  });
});
