import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStudioApi, ultramarines } from '../test/fake-studio-api';
import { renderStudio } from '../test/render-studio';

const TOKEN = 'a'.repeat(43);

describe("someone's shared shopping list", () => {
  it('reads, to anyone holding the link (signed in or not), without notes or anything to change', async () => {
    const api = fakeStudioApi({ items: ultramarines('Only the owner reads this'), shareToken: TOKEN, signedIn: false });
    renderStudio(`/shopping/${TOKEN}`);
    const item = (await screen.findByRole('heading', { name: 'Ultramarine Blue' })).closest('li');
    if (!item) throw new Error('no item');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Daniel Smith' })).toBeTruthy();
    expect(item.textContent).toContain('Wishlist');
    // The owner's near-duplicate, in words about the owner rather than the reader.
    expect(item.textContent).toContain('Same pigment as French Ultramarine (Winsor & Newton), owned already');
    expect(item.textContent).not.toContain('Only the owner reads this');
    expect(within(item).getByRole('link', { name: 'Buy Ultramarine Blue (opens in a new tab)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bought/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy as text' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("says 'This list is not shared' once its link is off", async () => {
    fakeStudioApi({ items: ultramarines('Only the owner reads this'), shareToken: null });
    renderStudio(`/shopping/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This list is not shared' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ultramarine Blue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
