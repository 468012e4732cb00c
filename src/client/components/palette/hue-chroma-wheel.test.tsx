import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildColor } from '#client/test/fake-palette-api.ts';
import type { TColor } from '#common/schemas/color.ts';
import { HueChromaWheel } from './hue-chroma-wheel';

const paint = (paintName: string, hexCode: string, pigmentCode: string | null, position: number): TColor => ({
  ...buildColor(paintName, { position }),
  hexCode,
  pigmentCode,
  manufacturer: 'Daniel Smith',
});

const COLORS = [
  paint('Hansa Yellow Medium', '#FFDE00', 'PY97', 0),
  paint('Pyrrol Scarlet', '#E72D2C', 'PR255', 1),
  paint('French Ultramarine', '#084CD1', 'PB29', 2),
  paint('Ultramarine Blue', '#074DD8', 'PB29', 3),
  paint('Chinese White', '#F3EFEA', 'PW4', 4),
];

/** Clicks the wheel where a color's dot is drawn (the drawing laid out 1 px per unit). */
function clickDot(hexCode: string) {
  const picture = screen.getByRole('img');
  const [, , size = 0] = (picture.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const area = picture.parentElement;
  const dot = picture.querySelector(`circle[fill="${hexCode}"]`);
  if (!area || !dot) throw new Error(`no dot for ${hexCode}`);
  area.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: size, height: size });
  fireEvent.click(area, { clientX: Number(dot.getAttribute('cx')) + size / 2, clientY: Number(dot.getAttribute('cy')) + size / 2 });
}

describe('HueChromaWheel', () => {
  it('is a picture named by its caption, which says the gap', () => {
    render(<HueChromaWheel colors={COLORS} />);
    screen.getByRole('img', {
      name: /^Hue and chroma of its 5 colors, numbered round the wheel from its widest gap \(shaded\): the angle is the hue, .* Widest gap in hue: \d+°, from yellow through yellow-green, green and turquoise to blue \(between Hansa Yellow Medium and French Ultramarine\)\.$/,
    });
  });

  it('names each number by keyboard: one Tab stop, arrows round the wheel and back', async () => {
    const user = userEvent.setup();
    render(<HueChromaWheel colors={COLORS} />);
    const key = screen.getByRole('radiogroup', { name: 'Paints on the wheel' });
    // Numbered from the gap: the blues, the red, the yellow, then the white in the middle.
    expect(
      within(key)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([
      '1 French Ultramarine, PB29',
      '2 Ultramarine Blue, PB29',
      '3 Pyrrol Scarlet, PR255',
      '4 Hansa Yellow Medium, PY97',
      '5 Chinese White, PW4',
    ]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^1 French/ }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^5 Chinese White/ }));
    screen.getByRole('radio', { name: /^5 Chinese White/, checked: true });
    expect(screen.getByRole('status').textContent).toContain('Chinese White · Daniel Smith · PW4near-neutral, in the middle');
    await user.keyboard('{ArrowDown}');
    screen.getByRole('radio', { name: /^1 French/, checked: true });
    await user.keyboard('{End}{ArrowLeft}');
    screen.getByRole('radio', { name: /^4 Hansa Yellow Medium/, checked: true });
    expect(screen.getByRole('status').textContent).toMatch(/yellow, chroma \d+$/);
    // Still one stop in the Tab order: the chosen one.
    await user.tab();
    expect(key.contains(document.activeElement)).toBe(false);
  });

  it('names the paint of a clicked dot, and the next of two on one spot when clicked again', () => {
    render(<HueChromaWheel colors={COLORS} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Tap or click a dot or a number to see which paint it is.');
    clickDot('#E72D2C');
    expect(status.textContent).toMatch(/^3Pyrrol Scarlet · Daniel Smith · PR255red, chroma \d+$/);
    clickDot('#084CD1');
    expect(status.textContent).toContain('French Ultramarine · Daniel Smith · PB29');
    expect(status.textContent).toContain('on the same spot: 2 Ultramarine Blue');
    screen.getByRole('radio', { name: /^1 French/, checked: true });
    clickDot('#084CD1');
    expect(status.textContent).toContain('Ultramarine Blue · Daniel Smith · PB29');
    screen.getByRole('radio', { name: /^2 Ultramarine Blue/, checked: true });
  });

  it('has nothing to pick when the palette is empty', () => {
    render(<HueChromaWheel colors={[]} />);
    screen.getByRole('img', { name: /^Hue and chroma of its 0 colors/ });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('prints its key as a list, with nothing to press', () => {
    render(<HueChromaWheel colors={COLORS} paper />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    const key = screen.getByRole('list', { name: 'Paints on the wheel' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1French Ultramarine PB29',
      '2Ultramarine Blue PB29',
      '3Pyrrol Scarlet PR255',
      '4Hansa Yellow Medium PY97',
      '5Chinese White PW4',
    ]);
  });
});
