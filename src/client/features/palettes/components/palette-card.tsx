import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { PushedCopyBadge } from '#client/components/palette/pushed-copy-badge.tsx';
import { CheckIcon } from '#client/components/palette-actions/icons.tsx';
import { TEXTS } from '#common/constants.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import { colorCountText } from '#common/palette-summary.ts';
import type { TCuratedPalette, TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import type { TViewMode } from '../use-view-mode';
import { PaletteCardActions } from './palette-card-actions';
import { PaletteTags } from './palette-tags';
import { SwatchMiniature } from './swatch-miniature';

/**
 * A palette as a library section lists it: a curated master also says where the person has it,
 * and how many of its paints they own (issue 28).
 */
export type TLibraryPalette = TPalette & Partial<Pick<TCuratedPalette, 'inLibraryAs' | 'owned' | 'total'>>;

interface PaletteCardProps {
  palette: TLibraryPalette;
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
 * palette and middle- or ctrl/meta-click opens a new tab; the buttons sit above that layer. A
 * curated master the person already holds says so in words and opens their palette that holds it
 * (issue 27), and every curated master says how many of its paints the person owns (issue 28).
 */
export function PaletteCard({ palette, user, view }: PaletteCardProps) {
  const grid = view === 'grid';
  const heldAs = palette.inLibraryAs ?? null;
  const heldNoteId = useId();
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
              to={`/palettes/${heldAs ?? palette.id}`}
              aria-describedby={heldAs ? heldNoteId : undefined}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {palette.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">
            {palette.medium} · {colorCountText(palette.colorCount)}
          </p>
          {palette.owned !== undefined && palette.total ? (
            <p className="text-sm text-ink-muted">{INVENTORY_TEXTS.youOwnOf(palette.owned, palette.total)}</p>
          ) : null}
        </div>
        <PaletteCardActions palette={palette} user={user} />
        <div className="col-span-2 flex min-w-0 flex-col gap-2 empty:hidden">
          <PushedCopyBadge palette={palette} />
          {heldAs ? <InLibraryNote id={heldNoteId} /> : null}
          <PaletteTags tags={palette.tags} />
        </div>
      </div>
    </article>
  );
}

/** Says that the person already has this curated palette: in words, with a tick beside them. */
function InLibraryNote({ id }: { id: string }) {
  return (
    <p id={id} className="flex w-fit max-w-full items-center gap-1 text-xs font-medium text-ink">
      <CheckIcon className="size-3.5 shrink-0 text-accent-text" />
      <span className="min-w-0 break-words">{TEXTS.palettes.inLibrary}</span>
    </p>
  );
}
