import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { TViewMode } from '../use-view-mode';

/** As many cards of at least 15 rem as the row holds (spec §2's caps by width are the columns each card draws: SwatchMiniature). */
const GRID_COLUMNS = 'repeat(auto-fill, minmax(15rem, 1fr))';

/** The list of cards of one section (or of the loading skeleton), laid out for the chosen view. */
export function PaletteCollection({ view, children }: { view: TViewMode; children: ReactNode }) {
  return (
    <ul
      className={clsx(view === 'grid' ? 'grid gap-4' : 'flex flex-col gap-2')}
      style={view === 'grid' ? { gridTemplateColumns: GRID_COLUMNS } : undefined}
    >
      {children}
    </ul>
  );
}
