import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TChartViews } from './chart-views';
import { PrintSheet } from './print-sheet';

// The sheet of the print in progress, if the browser has not yet said it is done.
let removeCurrentSheet: (() => void) | null = null;

/**
 * Prints a palette from anywhere, e.g. a card's menu that closes (and unmounts its item) as soon as
 * Print is chosen: the sheet lives in its own React root until the browser reports 'afterprint'.
 */
export function printPalette(palette: TPalette, colors: readonly TColor[], views: TChartViews, mixes: readonly TMix[]): void {
  removeCurrentSheet?.();
  const root = createRoot(document.createElement('div'));
  // The sheet must be in the page before the print dialog snapshots it.
  flushSync(() => root.render(<PrintSheet palette={palette} colors={colors} views={views} mixes={mixes} origin="print-button" />));
  const remove = () => {
    window.removeEventListener('afterprint', remove);
    root.unmount();
    if (removeCurrentSheet === remove) removeCurrentSheet = null;
  };
  removeCurrentSheet = remove;
  window.addEventListener('afterprint', remove);
  window.print();
}
