import { Link, useParams } from 'react-router';
import { LIMITS } from '../../../../common/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FullPageStatus } from '../../../components/full-page-status';
import { ApiError } from '../../../lib/api-client';
import { useSharedPaletteColors } from '../api/get-shared-palette-colors';
import { useSharedPalette } from '../api/get-shared-palette';
import { paletteSummary } from '../chart-facts';
import { PaletteChart, screenChartColumns } from '../components/palette-chart';
import { PrinterIcon } from '../components/printer-icon';
import { PrintSheet } from '../components/print-sheet';
import { PALETTE_VIEW_TEXTS } from '../palette-view-texts';

// A malformed id (400) is, to someone who followed a link, just as much a palette that is not there.
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Spec §2 /palette/{id}: the read-only view anyone with the share link may open, signed in or not. */
export function SharedPaletteScreen() {
  const { id = '' } = useParams();
  const palette = useSharedPalette(id);
  const colors = useSharedPaletteColors(id);

  if (palette.error && isMissing(palette.error)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-ink">{PALETTE_VIEW_TEXTS.notFound}</h1>
        <Link to="/" className={buttonClasses('secondary')}>
          {PALETTE_VIEW_TEXTS.backToLibrary}
        </Link>
      </section>
    );
  }
  if (palette.isError || colors.isError) {
    return (
      <FullPageStatus>
        <p>{PALETTE_VIEW_TEXTS.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => {
            if (palette.isError) void palette.refetch();
            if (colors.isError) void colors.refetch();
          }}
        >
          Try again
        </Button>
      </FullPageStatus>
    );
  }
  if (!palette.data || !colors.data) return <SharedPaletteSkeleton />;

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
