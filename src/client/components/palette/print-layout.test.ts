import { describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { paperLayout, SWATCH_MIN_MM, swatchHeights } from './print-layout';

const inGrid = (position: number) => ({ isInWorkingArea: false, position, workingAreaPosition: null }) as TColor;
const aside = (cell: number) => ({ isInWorkingArea: true, position: null, workingAreaPosition: cell }) as TColor;

describe('a palette on paper', () => {
  it('prints a wide palette across the page and a tall one down it', () => {
    expect(paperLayout({ rows: 4, columns: 8 }, [])).toMatchObject({ landscape: true, widthMm: 259, heightMm: 190 });
    expect(paperLayout({ rows: 6, columns: 4 }, [])).toMatchObject({ landscape: false, widthMm: 190, heightMm: 259 });
  });

  it('gives the working area a section only when colors are set aside, down to its last row in use', () => {
    expect(paperLayout({ rows: 4, columns: 8 }, [inGrid(0)]).workingArea).toBeNull();
    const layout = paperLayout({ rows: 4, columns: 8 }, [inGrid(0), aside(1), aside(13)]);
    expect(layout.workingArea).toMatchObject({ columns: 6, cells: 18 });
    expect(layout.workingArea?.slotMm).toBeLessThanOrEqual(layout.grid.slotMm);
  });

  it('sizes swatches so that the sheet is one page tall, within their limits', () => {
    const layout = paperLayout({ rows: 4, columns: 8 }, [aside(0)]);
    const { gridMm, workingAreaMm } = swatchHeights(layout, 100);
    // 4 grid rows and 1 working-area row share the 90 mm left.
    expect(4 * gridMm + workingAreaMm).toBeCloseTo(90);
    expect(gridMm).toBeLessThanOrEqual(layout.grid.swatchMaxMm);
    // A tiny palette keeps its swatches no taller than three quarters of their width.
    const small = paperLayout({ rows: 1, columns: 2 }, []);
    expect(swatchHeights(small, 30).gridMm).toBe(small.grid.swatchMaxMm);
    // A palette too big for a page keeps swatches one can judge, and runs onto another page.
    const big = paperLayout({ rows: 12, columns: 12 }, []);
    expect(swatchHeights(big, 240).gridMm).toBe(SWATCH_MIN_MM);
  });
});
