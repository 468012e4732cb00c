import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUY_LINK, buildItem, fakeStudioApi, ultramarines } from '../test/fake-studio-api';
import { renderStudio } from '../test/render-studio';

/** Owned ultramarine; a second ultramarine wished for (a near-duplicate), a yellow running low, a paint by hand used up. */
function studio() {
  return [
    ...ultramarines('Ask for the big tube'),
    buildItem({ paintName: 'Hansa Yellow Medium', manufacturer: 'Daniel Smith', pigmentCode: 'PY97', level: 'low' }),
    buildItem({ paintName: 'Kitchen Moss', level: 'empty', form: 'pan' }),
  ];
}

/** The list as it reads: each maker's heading and its paints' names. */
function groupsShown(): string[][] {
  return within(screen.getByRole('main'))
    .getAllByRole('region')
    .map((group) => [
      within(group).getByRole('heading', { level: 2 }).textContent ?? '',
      ...within(group)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent ?? ''),
    ]);
}

const itemOf = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no item ${name}`);
  return item;
};

// A Buy link opens the retailer in a new tab; jsdom cannot, so the click goes no further than the page.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stayOnPage));
afterEach(() => window.removeEventListener('click', stayOnPage));

describe('the shopping list', () => {
  it('lists what to buy by maker, each with why, a near-duplicate marked, and a Buy link that is counted', async () => {
    const api = fakeStudioApi({ items: studio() });
    const { user } = renderStudio('/studio/shopping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping list' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Ultramarine Blue' });
    expect(groupsShown()).toEqual([
      ['Daniel Smith', 'Ultramarine Blue', 'Hansa Yellow Medium'],
      ['Other', 'Kitchen Moss'],
    ]);
    const wished = itemOf('Ultramarine Blue');
    expect(wished.textContent).toContain('Wishlist');
    expect(wished.textContent).toContain('You own French Ultramarine (Winsor & Newton) already');
    expect(wished.textContent).toContain('Ask for the big tube');
    expect(itemOf('Hansa Yellow Medium').textContent).toContain('Running low');
    expect(itemOf('Kitchen Moss').textContent).toContain('Used up');
    expect(itemOf('Kitchen Moss').textContent).toContain('Pan');

    const buy = within(wished).getByRole('link', { name: 'Buy Ultramarine Blue (opens in a new tab)' });
    expect(buy.getAttribute('href')).toBe(BUY_LINK);
    expect(buy.getAttribute('target')).toBe('_blank');
    expect(buy.getAttribute('rel')?.split(' ')).toContain('noopener');
    // No Buy link where the catalogue has none.
    expect(within(itemOf('Kitchen Moss')).queryByRole('link')).toBeNull();
    await user.click(buy);
    await waitFor(() =>
      expect(api.analytics).toContainEqual({
        name: 'buy_click',
        params: { paint: 'Ultramarine Blue', manufacturer: 'Daniel Smith', kind: 'product' },
      }),
    );
  });

  it("marks a paint bought: it leaves the list, and its maker's heading with it when it was the last", async () => {
    const api = fakeStudioApi({ items: studio() });
    const { user } = renderStudio('/studio/shopping');
    const bought = await screen.findByRole('button', { name: 'Bought Kitchen Moss' });
    // It leaves as the server says it is bought, before the list is read again.
    const listRead = api.hold(/^GET \/api\/shopping-list$/);
    await user.click(bought);
    expect(await screen.findByText('Kitchen Moss is in your studio, full.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Kitchen Moss' })).toBeNull();
    listRead();
    expect(groupsShown()).toEqual([['Daniel Smith', 'Ultramarine Blue', 'Hansa Yellow Medium']]);
    expect(api.requests.map(({ method, body }) => [method, body])).toEqual([['PUT', { bought: true }]]);
    expect(api.state.items.find((item) => item.paintName === 'Kitchen Moss')).toMatchObject({ count: 1, level: 'full', wish: false });
    // Its button went with it: the page's heading has the focus.
    expect(screen.getByRole('heading', { level: 1 })).toBe(document.activeElement);
  });

  it('keeps a paint on the list when Bought fails, and says so', async () => {
    const api = fakeStudioApi({ items: studio() });
    api.refuseNext('PUT', /\/api\/inventory\//, 500, 'The database is away.');
    const { user } = renderStudio('/studio/shopping');
    await user.click(await screen.findByRole('button', { name: 'Bought Hansa Yellow Medium' }));
    expect(await screen.findByText('Failed to mark as bought')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hansa Yellow Medium' })).toBeTruthy();
  });

  it('copies the list as text, maker by maker, with the Buy links', async () => {
    fakeStudioApi({ items: studio() });
    const { user } = renderStudio('/studio/shopping');
    await user.click(await screen.findByRole('button', { name: 'Copy as text' }));
    expect(await screen.findByText('List copied')).toBeTruthy();
    // user-event gives the page a clipboard of its own, which reads back what was written.
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Shopping list',
        `Daniel Smith\n- Ultramarine Blue (PB29, tube, wishlist)\n  ${BUY_LINK}\n- Hansa Yellow Medium (PY97, tube, running low)`,
        'Other\n- Kitchen Moss (pan, used up)',
      ].join('\n\n'),
    );

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(await screen.findByText('Could not copy the list to the clipboard.')).toBeTruthy();
  });

  it('shares the list by a read-only link that can be copied, and turns it off again', async () => {
    const api = fakeStudioApi({ items: studio() });
    const { user } = renderStudio('/studio/shopping');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share shopping list' });
    const toggle = within(dialog).getByRole('switch', { name: 'Link sharing' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const link = `${window.location.origin}/shopping/${'a'.repeat(43)}`;
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveProperty('value', link));
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Anyone with the link can see this list.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);

    await user.click(toggle);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(api.requests.map(({ body }) => body)).toEqual([{ enabled: true }, { enabled: false }]);
    expect(api.state.shareToken).toBeNull();
  });

  it('says there is nothing to buy when nothing is wanted or running out', async () => {
    fakeStudioApi({ items: [buildItem({ paintName: 'French Ultramarine' })] });
    renderStudio('/studio/shopping');
    expect(await screen.findByRole('heading', { name: 'Nothing to buy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy as text' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
