import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { TViewMode } from '../use-view-mode';

/**
 * Spec §2 caps the card columns by width (under 480 px 4, under 768 px 6, under 1024 px 8): each
 * column is at least 1/cap of the row, and at least a card's own minimum width, whichever is more.
 */
const GRID_COLUMNS = 'repeat(auto-fill, minmax(max(15rem, calc((100% - (var(--cap) - 1) * 1rem) / var(--cap))), 1fr))';

/** The list of cards of one section (or of the loading skeleton), laid out for the chosen view. */
export function PaletteCollection({ view, children }: { view: TViewMode; children: ReactNode }) {
  return (
    <ul
      className={clsx(view === 'grid' ? 'grid gap-4 [--cap:4] min-[480px]:[--cap:6] md:[--cap:8] lg:[--cap:24]' : 'flex flex-col gap-2')}
      style={view === 'grid' ? { gridTemplateColumns: GRID_COLUMNS } : undefined}
    >
      {children}
    </ul>
  );
}
