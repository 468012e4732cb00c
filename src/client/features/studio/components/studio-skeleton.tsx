import { STUDIO_TEXTS } from '../studio-texts';

const bar = 'rounded-md bg-line/70 motion-safe:animate-pulse';
const CARDS = 6;

/** The studio while its paints load: the filter bar and cards in their final sizes, announced once. */
export function StudioSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{STUDIO_TEXTS.loading}</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="space-y-1.5">
            <div className={`${bar} h-5 w-16`} />
            <div className={`${bar} h-11`} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className={`${bar} h-7 w-40`} />
      <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: CARDS }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3">
            <div className={`${bar} h-20`} />
            <div className="space-y-2">
              <div className={`${bar} h-4 w-2/3`} />
              <div className={`${bar} h-4 w-1/2`} />
              <div className={`${bar} h-4 w-1/3`} />
            </div>
            <div className={`${bar} h-11`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
