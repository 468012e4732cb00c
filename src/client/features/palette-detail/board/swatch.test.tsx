import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildColor } from '#client/test/fake-palette-api.ts';
import { reportWidths } from '#client/test/resize-observer.ts';
import { TIMINGS } from '#common/constants.ts';
import type { TColor } from '#common/schemas/color.ts';
import { GridBoard } from './grid-board';
import { PaletteBoard } from './palette-board';
import { WorkingArea } from './working-area';

/** A 1 × 3 grid and the working area holding `colors`, editable, in values or not. */
function renderBoard(colors: TColor[], { values = false } = {}) {
  const opened: string[] = [];
  render(
    <PaletteBoard
      colors={colors}
      editable
      values={values}
      onMove={() => {}}
      onOpenColor={(color) => opened.push(color.paintName)}
      onAddColorAt={() => {}}
    >
      <GridBoard rows={1} columns={3} colors={colors} />
      <WorkingArea colors={colors} />
    </PaletteBoard>,
  );
  return { opened };
}

/** Lays every element out `width` px wide at 11 px text, as a phone's six-column grid is (jsdom lays nothing out). */
function layOutAt(width: number) {
  act(() => reportWidths(width));
}

/** Text is 11 px, as on a phone. */
function elevenPixelText() {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computed(element);
    return new Proxy(style, { get: (target, key) => (key === 'fontSize' ? '11px' : Reflect.get(target, key)) });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a swatch's label and its accessible name (spec §2, WCAG 2.5.3)", () => {
  it('shows a working-area name after 12 characters, and its name starts with what it shows', () => {
    renderBoard([
      buildColor('Quinacridone Rose', { cell: 0 }),
      buildColor('French Ultramarine', { cell: 1 }),
      buildColor('Sap Green', { cell: 2 }),
    ]);
    const rose = screen.getByRole('button', { name: 'Quin. Rose, Quinacridone Rose, working area cell 1' });
    expect(rose.textContent).toBe('Quin. Rose');
    // Its beginning: the name alone says it.
    expect(screen.getByRole('button', { name: 'French Ultramarine, working area cell 2' }).textContent).toBe('French Ultra…');
    expect(screen.getByRole('button', { name: 'Sap Green, working area cell 3' }).textContent).toBe('Sap Green');
  });

  it("says a grid name whole where there is room, and 'Quin.' first where there is not", () => {
    renderBoard([buildColor('Quinacridone Rose', { position: 0 }), buildColor('Sap Green', { position: 1 })]);
    expect(screen.getByRole('button', { name: 'Quinacridone Rose, grid slot 1' }).textContent).toBe('Quinacridone Rose');
  });

  it("in a narrow grid slot shows 'Quin. Rose', and in values the L* before it, as the name does", () => {
    elevenPixelText();
    renderBoard([buildColor('Quinacridone Rose', { position: 0 }), { ...buildColor('Sap Green', { cell: 0 }), hexCode: '#507D2A' }], {
      values: true,
    });
    layOutAt(60);
    const rose = screen.getByRole('button', { name: /^L\* \d+, Quin\. Rose, Quinacridone Rose, grid slot 1$/ });
    expect(rose.textContent).toMatch(/^L\* \d+ Quin\. Rose$/);
    // A working-area cell in values shows its L* alone.
    expect(screen.getByRole('button', { name: /^L\* 4\d, Sap Green, working area cell 1$/ }).textContent).toMatch(/^L\* 4\d$/);
  });
});

describe("a swatch's color details tooltip (spec §9: 1 s)", () => {
  const rose = () => ({ ...buildColor('Quinacridone Rose', { position: 0 }), manufacturer: 'Daniel Smith', pigmentCode: 'pv19' });

  it('shows after 1 s of hover, its facts as the description of the swatch, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderBoard([rose()]);
    const swatch = screen.getByRole('button', { name: 'Quinacridone Rose, grid slot 1' });
    const start = performance.now();
    await user.hover(swatch);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await screen.findByRole('tooltip');
    // A timer of 1 s may fire a millisecond short of it by the clock read here.
    expect(performance.now() - start).toBeGreaterThanOrEqual(TIMINGS.tooltipDelayMs - 2);
    expect(tooltip.textContent).toBe('Daniel Smith, Pigments: PV19, #336699');
    const described = swatch.getAttribute('aria-describedby')?.split(' ') ?? [];
    // The drag's instructions stay described too.
    expect(described).toHaveLength(2);
    expect(described).toContain(tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
