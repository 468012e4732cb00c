import { LIMITS } from '#common/constants.ts';
import { GRID_BOARD_CLASSES, gridBoardColumns } from '../board/grid-board';

const pulse = 'rounded-md bg-line/60 motion-safe:animate-pulse';

/** The detail screen's shape while it loads, with the spec's default 4 × 8 grid of filled slots, so nothing shifts. */
export function DetailSkeleton() {
  const { rowsDefault, columnsDefault } = LIMITS.detailGrid;
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-6xl space-y-8 px-3 py-6 sm:px-4 sm:py-8">
      <span role="status" className="sr-only">
        Loading palette…
      </span>
      <div className="space-y-4">
        <div className={`h-11 w-32 ${pulse}`} />
        <div className="space-y-2">
          <div className={`h-8 w-64 max-w-full sm:h-9 ${pulse}`} />
          <div className={`h-6 w-40 ${pulse}`} />
        </div>
      </div>
      <div className="space-y-4">
        <div className={`h-11 w-72 max-w-full ${pulse}`} />
        <div className="overflow-hidden pb-2">
          <div className={GRID_BOARD_CLASSES} style={{ gridTemplateColumns: gridBoardColumns(columnsDefault) }}>
            {Array.from({ length: rowsDefault * columnsDefault }, (_, index) => (
              // A filled slot: the swatch, then room for its maker and pigments (swatch-facts.tsx).
              <div key={index}>
                <div className={`aspect-square ${pulse}`} />
                <div className="h-[4lh] text-[0.6875rem] leading-tight" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
