import { clsx } from 'clsx';
import type { TColor } from '#common/schemas/color.ts';
import { pigmentCodesOf, ratingBadgesOf, type TPaintRatings } from './chart-facts';

/** What PaintFacts reads of a paint: a color's fields, or a studio item's (issue 28). */
type TFactsOf = Pick<TColor, 'manufacturer' | 'pigmentCode'> & TPaintRatings;

/**
 * What follows a paint's name, the way painters say it (DESIGN.md): the manufacturer, then pigment
 * codes in small monospace ('PB29 · PV19'), then its ratings as short badges. On `paper` in point
 * sizes and black on white, wrapping rather than cut off; on screen in the app's own type.
 */
export function PaintFacts({ color, paper = false }: { color: TFactsOf; paper?: boolean }) {
  const codes = pigmentCodesOf(color.pigmentCode);
  const badges = ratingBadgesOf(color);
  if (!color.manufacturer && codes.length === 0 && badges.length === 0) return null;
  return (
    <div className={clsx('flex flex-col', paper ? 'gap-[0.4mm]' : 'gap-1')}>
      {color.manufacturer ? (
        <p className={paper ? 'break-words text-neutral-700' : 'line-clamp-2 text-ink-muted'}>{color.manufacturer}</p>
      ) : null}
      {codes.length > 0 ? (
        <p className={clsx('font-mono break-words', paper ? 'text-[0.9em]' : 'text-[0.6875rem] text-ink')}>
          <span className="sr-only">Pigments: </span>
          {codes.join(' · ')}
        </p>
      ) : null}
      {badges.length > 0 ? (
        <ul aria-label="Ratings" className={clsx('flex flex-wrap', paper ? 'gap-[0.5mm]' : 'gap-0.5')}>
          {badges.map((badge) => (
            <li
              key={badge.label}
              title={`${badge.label}: ${badge.value}`}
              className={clsx(
                'max-w-full rounded border',
                paper
                  ? 'border-neutral-400 px-[0.6mm] text-[0.85em] break-words'
                  : 'truncate border-line bg-paper px-1 text-[0.625rem] leading-4 text-ink-muted',
              )}
            >
              <span aria-hidden="true">{badge.short}</span>
              <span className="sr-only">
                {badge.label}: {badge.value}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
