import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { matchColor } from '../../../../common/color/color-match';
import type { TColor } from '../../../../common/schemas/color';
import { ColorMatchDialog } from './color-match-dialog';
import type { TMatchJob } from './match-in-worker';

/** jsdom has no Web Worker: this one runs the worker's search on the test's thread, answering later as a worker does. */
class SearchOnThisThread extends EventTarget {
  postMessage({ id, request }: TMatchJob) {
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: { id, answer: matchColor(request), error: null } })));
  }
}

const color = (id: string, paintName: string, hexCode: string) => ({ id, paintName, hexCode }) as TColor;
const COLORS = [
  color('y', 'Hansa Yellow Medium', '#FFDE00'),
  color('u', 'French Ultramarine', '#1530B6'),
  color('s', 'Burnt Sienna', '#A94D34'),
  color('r', 'Pyrrol Scarlet', '#E72D2C'),
];

function renderDialog(washes: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ColorMatchDialog colors={COLORS} washes={washes} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(() => {
  vi.stubGlobal('Worker', SearchOnThisThread);
});

describe('Match a colour', () => {
  it('gives the closest single paint, two-paint and three-paint mixes of the palette for a colour typed, with dilution and ΔE00', async () => {
    const user = renderDialog(true);
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    const dialog = screen.getByRole('dialog', { name: 'Match a colour' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Colour to match' }), '#4F7030');
    const pairs = await within(dialog).findByRole('region', { name: 'Two paints' });
    const [best] = within(pairs).getAllByRole('listitem');
    // A green from a yellow and a blue, as a painter mixes it.
    expect(best?.textContent).toMatch(
      /^\d Hansa Yellow Medium : \d French Ultramarine(full strength|~50 %|~25 %)ΔE00 \d+\.\d, (indistinguishable|close|near|far) #[0-9A-F]{6}$/,
    );
    expect(within(dialog).getByRole('region', { name: 'One paint' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Three paints' })).toBeTruthy();
  });

  it('says what a hex must be, and searches nothing until it is one', async () => {
    const user = renderDialog(false);
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    const field = screen.getByRole('textbox', { name: 'Colour to match' });
    await user.type(field, '#4F70');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Hex must be # followed by six hex digits.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'One paint' })).toBeNull();
    // Six digits, without '#': a colour; in oil, no dilution is given.
    await user.clear(field);
    await user.type(field, 'a94d34');
    const singles = await screen.findByRole('region', { name: 'One paint' });
    expect(within(singles).getAllByRole('listitem')[0]?.textContent).toMatch(/^1 Burnt SiennaΔE00 0\.\d, indistinguishable/);
  });
});
