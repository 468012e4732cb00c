import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import type { TColor } from '../../../../common/schemas/color';
import type { TPalette } from '../../../../common/schemas/palette';
import { paletteSummary } from '../chart-facts';
import { PaletteChart } from './palette-chart';
import './print-sheet.css';

// The printable area that A4 and US Letter both offer inside 10 mm margins, so one layout fits either.
const PAGE_SHORT_SIDE = '190mm';
const PAGE_LONG_SIDE = '259mm';

interface PrintSheetProps {
  palette: Pick<TPalette, 'name' | 'medium' | 'rows' | 'columns'>;
  colors: readonly TColor[];
}

/**
 * The palette as a one-page swatch chart (DESIGN.md: names, manufacturers, pigment codes, ratings,
 * no navigation or buttons). It is hidden on screen and, on paper, replaces the page (see the CSS).
 */
export function PrintSheet({ palette, colors }: PrintSheetProps) {
  // A wide palette prints across the page. The page title names the file a "save as PDF" suggests.
  const landscape = palette.columns > palette.rows;
  // Only while printing: on screen the page keeps its own title (the palette and the product).
  useLayoutEffect(() => {
    let previous = document.title;
    const named = () => {
      previous = document.title;
      document.title = palette.name;
    };
    const restored = () => {
      document.title = previous;
    };
    window.addEventListener('beforeprint', named);
    window.addEventListener('afterprint', restored);
    return () => {
      window.removeEventListener('beforeprint', named);
      window.removeEventListener('afterprint', restored);
    };
  }, [palette.name]);

  return createPortal(
    <div
      data-print-sheet=""
      className="hidden flex-col gap-[4mm] bg-white font-sans text-black print:flex"
      style={{ width: landscape ? PAGE_LONG_SIDE : PAGE_SHORT_SIDE, height: landscape ? PAGE_SHORT_SIDE : PAGE_LONG_SIDE }}
    >
      <style>{`@page { size: ${landscape ? 'landscape' : 'portrait'}; margin: 10mm; }`}</style>
      <div>
        <h1 className="text-[16pt] leading-tight font-semibold">{palette.name}</h1>
        <p className="text-[9pt] text-neutral-700">{paletteSummary(palette.medium, colors)}</p>
      </div>
      <div className="min-h-0 flex-1">
        <PaletteChart rows={palette.rows} columns={palette.columns} colors={colors} fit />
      </div>
    </div>,
    document.body,
  );
}
