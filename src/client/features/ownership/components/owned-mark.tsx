import { clsx } from 'clsx';
import { INVENTORY_TEXTS } from '../../../../common/inventory-texts';

/**
 * The small tick in a swatch's top corner that says the viewer owns the paint; the paint's name
 * sits at the swatch's bottom, so the two never meet. White with a dark tick and edge on every
 * swatch color and in either scheme (swatches do not follow the theme). It is not the only carrier:
 * the swatch's accessible name says ', owned' (withOwned), and a pointer shows 'Owned' on hover.
 */
export function OwnedMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      title={INVENTORY_TEXTS.ownedMark}
      className={clsx(
        'absolute top-0.5 right-0.5 flex size-4 items-center justify-center rounded-full bg-white text-neutral-900 shadow-sm ring-1 ring-black/25',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
