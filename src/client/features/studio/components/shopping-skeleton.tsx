import { SHOPPING_TEXTS } from '../studio-texts';

const bar = 'rounded-md bg-line/70 motion-safe:animate-pulse';

/** The shopping list while it loads: a maker's heading and its rows, in their final sizes, announced once. */
export function ShoppingSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{SHOPPING_TEXTS.loading}</span>
      <div aria-hidden="true" className={`${bar} h-7 w-48`} />
      <ul aria-hidden="true" className="divide-y divide-line">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex items-center gap-3 py-3">
            <div className={`${bar} size-10`} />
            <div className="flex-1 space-y-1">
              <div className={`${bar} h-5 w-1/2`} />
              <div className={`${bar} h-4 w-1/3`} />
            </div>
            <div className={`${bar} h-11 w-36`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
