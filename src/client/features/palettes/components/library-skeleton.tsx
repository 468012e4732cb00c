import { clsx } from 'clsx';
import { LIMITS } from '#common/constants.ts';
import type { TViewMode } from '../use-view-mode';
import { CARD_FRAME, MINIATURE_BOX } from './palette-card';
import { PaletteCollection } from './palette-collection';

const bar = 'rounded-md bg-line/70 motion-safe:animate-pulse';

/** Spec §2's loading state: 8 cards in the final layout's sizes, announced once as loading. */
export function LibrarySkeleton({ view }: { view: TViewMode }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading palettes…</span>
      <div aria-hidden="true" className={clsx(bar, 'h-7 w-36')} />
      <div aria-hidden="true">
        <PaletteCollection view={view}>
          {Array.from({ length: LIMITS.skeletonCards }, (_, index) => (
            <li key={index}>
              <div className={CARD_FRAME[view]}>
                <div className={clsx(bar, MINIATURE_BOX[view], 'rounded-lg')} />
                <div className="min-w-0 flex-1 space-y-2 py-0.5">
                  <div className={clsx(bar, 'h-5 w-2/3')} />
                  <div className={clsx(bar, 'h-4 w-1/2')} />
                  <div className={clsx(bar, 'h-5 w-1/3')} />
                </div>
              </div>
            </li>
          ))}
        </PaletteCollection>
      </div>
    </div>
  );
}
