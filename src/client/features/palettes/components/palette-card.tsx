import { clsx } from 'clsx';
import { Link } from 'react-router';
import { colorCountText } from '../../../../common/palette-summary';
import type { TPalette } from '../../../../common/schemas/palette';
import type { TUser } from '../../../../common/schemas/user';
import { PushedCopyBadge } from '../../palette-view';
import type { TViewMode } from '../use-view-mode';
import { PaletteCardActions } from './palette-card-actions';
import { PaletteTags } from './palette-tags';
import { SwatchMiniature } from './swatch-miniature';

interface PaletteCardProps {
  palette: TPalette;
  user: TUser;
  view: TViewMode;
}

/** The card's box and its miniature's, shared with the loading skeleton so nothing shifts. */
export const CARD_FRAME: Record<TViewMode, string> = {
  grid: 'relative flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-3',
  list: 'relative flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-2',
};
export const MINIATURE_BOX: Record<TViewMode, string> = {
  // Flatter on a phone's single column, so more than one palette fits on the screen.
  grid: 'aspect-[16/10] w-full min-[480px]:aspect-[4/3]',
  list: 'h-16 w-20 shrink-0 sm:h-20 sm:w-32',
};

/**
 * One palette in the library, as a grid card or a list row with the same content. The name is a
 * real link whose hit area (::after) stretches over the whole card, so a click anywhere opens the
 * palette and middle- or ctrl/meta-click opens a new tab; the buttons sit above that layer.
 */
export function PaletteCard({ palette, user, view }: PaletteCardProps) {
  const grid = view === 'grid';
  return (
    <article
      className={clsx(
        CARD_FRAME[view],
        'transition-colors hover:border-ink-muted/50',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent',
      )}
    >
      <SwatchMiniature palette={palette} className={MINIATURE_BOX[view]} />
      {/* Name and facts beside the buttons; the brand's badge and tags below both, with the card's full width. */}
      <div className={clsx('grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] content-start gap-x-1', grid ? 'gap-y-2' : 'gap-y-1 py-1')}>
        <div className="min-w-0">
          <h3 className="line-clamp-2 font-medium break-words text-ink">
            <Link
              to={`/palettes/${palette.id}`}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {palette.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">
            {palette.medium} · {colorCountText(palette.colorCount)}
          </p>
        </div>
        <PaletteCardActions palette={palette} user={user} />
        <div className="col-span-2 flex min-w-0 flex-col gap-2 empty:hidden">
          <PushedCopyBadge palette={palette} />
          <PaletteTags tags={palette.tags} />
        </div>
      </div>
    </article>
  );
}
