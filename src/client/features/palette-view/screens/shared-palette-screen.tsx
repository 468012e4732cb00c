import { useParams } from 'react-router';
import { LIMITS } from '../../../../common/constants';
import { PaletteNotReady } from '../../../components/palette-not-ready';
import { useSharedPaletteColors } from '../api/get-shared-palette-colors';
import { useSharedPalette } from '../api/get-shared-palette';
import { paletteSummary } from '../chart-facts';
import { PaletteChart, screenChartColumns } from '../components/palette-chart';
import { PrinterIcon } from '../components/printer-icon';
import { PrintSheet } from '../components/print-sheet';
import { Button } from '../../../components/ui/button';

/** Spec §2 /palette/{id}: the read-only view anyone with the share link may open, signed in or not. */
export function SharedPaletteScreen() {
  const { id = '' } = useParams();
  const palette = useSharedPalette(id);
  const colors = useSharedPaletteColors(id);

  if (!palette.data || !colors.data) {
    return <PaletteNotReady palette={palette} colors={colors} skeleton={<SharedPaletteSkeleton />} />;
  }

  const { name, medium, rows, columns } = palette.data;
  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">{name}</h1>
          <p className="text-ink-muted">{paletteSummary(medium, colors.data)}</p>
        </div>
        <Button variant="secondary" onClick={() => window.print()}>
          <PrinterIcon />
          Print
        </Button>
      </div>
      {/*
        Wide palettes scroll sideways on a phone; the region makes that reachable by keyboard. It is
        positioned so that it also clips the absolutely placed screen-reader texts inside.
      */}
      <div role="region" aria-label={`${name} chart`} tabIndex={0} className="relative -mx-4 overflow-x-auto px-4 pb-2">
        <PaletteChart rows={rows} columns={columns} colors={colors.data} />
      </div>
      {/* Always there, so the browser's own Print command prints the chart too. */}
      <PrintSheet palette={palette.data} colors={colors.data} />
    </section>
  );
}

// Until the palette says its size, the skeleton has the spec's default grid (4 × 8).
function SharedPaletteSkeleton() {
  const { rowsDefault, columnsDefault } = LIMITS.detailGrid;
  return (
    <section aria-busy="true" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <span role="status" className="sr-only">
        Loading palette…
      </span>
      <div className="space-y-2">
        <div className="h-8 w-64 max-w-full rounded-md bg-line/60 motion-safe:animate-pulse sm:h-9" />
        <div className="h-5 w-40 rounded-md bg-line/60 motion-safe:animate-pulse" />
      </div>
      <div className="-mx-4 overflow-hidden px-4">
        <div className="grid gap-2 sm:gap-3" style={{ gridTemplateColumns: screenChartColumns(columnsDefault) }}>
          {Array.from({ length: rowsDefault * columnsDefault }, (_, index) => (
            <div key={index} className="aspect-[4/3] min-h-10 rounded-md bg-line/60 motion-safe:animate-pulse sm:min-h-14" />
          ))}
        </div>
      </div>
    </section>
  );
}
