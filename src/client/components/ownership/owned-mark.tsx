import { clsx } from 'clsx';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';

/**
 * The small tick that says the viewer owns a swatch's paint; the swatch must be `relative`. On the
 * palette page's grid swatches (72 px and more, the name at the bottom) it sits inside the top
 * corner; where a three-line name can fill the swatch (working-area cells, the share view's chart on
 * a phone) it straddles the `corner`, out of the name's reach, in room its list keeps for it. White
 * with a dark tick and edge on every swatch color and in either scheme (swatches do not follow the
 * theme). It is not the only carrier: the swatch's accessible name says ', owned' (withOwned), and
 * a pointer shows 'Owned' on hover.
 */
export function OwnedMark({ corner = false }: { corner?: boolean }) {
  return (
    <span
      aria-hidden="true"
      title={INVENTORY_TEXTS.ownedMark}
      className={clsx(
        'absolute flex size-3.5 items-center justify-center rounded-full bg-white text-neutral-900 shadow-sm ring-1 ring-black/30',
        corner ? '-top-1.5 -right-1.5' : 'top-1 right-1',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
