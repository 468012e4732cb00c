import { clsx } from 'clsx';
import type { TColor } from '../../../../common/schemas/color';
import { swatchInk } from '../../../lib/swatch-ink';
import { pigmentCodesOf, ratingBadgesOf } from '../chart-facts';

interface ChartSlotProps {
  color: TColor;
  fit: boolean;
  /** When given, the swatch is a button that opens the color's details. */
  onOpen?: ((color: TColor) => void) | undefined;
}

/**
 * One paint the way painters say it (DESIGN.md): the name on its swatch, then the manufacturer,
 * then pigment codes in small monospace ('PB29 · PV19'), then its ratings as short badges.
 */
export function ChartSlot({ color, fit, onOpen }: ChartSlotProps) {
  const codes = pigmentCodesOf(color.pigmentCode);
  const badges = ratingBadgesOf(color);
  const Swatch = onOpen ? 'button' : 'div';
  return (
    <li
      className={clsx(
        'flex min-w-0 flex-col',
        fit ? 'h-full gap-[0.6mm] overflow-hidden text-[6.5pt] leading-tight' : 'gap-1 text-xs',
      )}
    >
      <Swatch
        {...(onOpen ? { type: 'button' as const, 'aria-haspopup': 'dialog' as const, onClick: () => onOpen(color) } : {})}
        // An inset ring is the paper edge that keeps a Chinese white visible on a white page.
        className={clsx(
          'flex items-end rounded-md text-left ring-1 ring-black/15 ring-inset',
          onOpen && 'cursor-pointer transition-shadow hover:ring-2 hover:ring-black/30 dark:hover:ring-white/40',
          // The print sheet is always white paper; on screen a dark page needs a light edge.
          fit ? 'min-h-[6mm] flex-1 p-[1mm]' : 'aspect-[4/3] min-h-10 p-1 sm:min-h-14 sm:p-1.5 dark:ring-white/20',
        )}
        style={{ backgroundColor: color.hexCode, color: swatchInk(color.hexCode) }}
      >
        <span
          className={clsx(
            'line-clamp-3 font-semibold break-words hyphens-auto',
            fit ? 'text-[7pt] leading-tight' : 'text-[0.6875rem] leading-tight sm:text-xs',
          )}
        >
          {color.paintName}
        </span>
      </Swatch>
      {/* On paper every slot keeps the same room for its facts, so the swatches of a row line up. */}
      <div className={clsx('flex flex-col', fit ? 'h-[10mm] shrink-0 gap-[0.5mm] overflow-hidden' : 'gap-1')}>
        {color.manufacturer ? (
          <p className={clsx(fit ? 'truncate text-neutral-700' : 'line-clamp-2 text-ink-muted')}>{color.manufacturer}</p>
        ) : null}
        {codes.length > 0 ? (
          <p className={clsx('font-mono break-words', fit ? 'text-[6pt]' : 'text-[0.6875rem] text-ink')}>
            <span className="sr-only">Pigments: </span>
            {codes.join(' · ')}
          </p>
        ) : null}
        {badges.length > 0 ? (
          <ul aria-label="Ratings" className="flex flex-wrap gap-0.5">
            {badges.map((badge) => (
              <li
                key={badge.label}
                title={`${badge.label}: ${badge.value}`}
                className={clsx(
                  'max-w-full truncate rounded border px-1',
                  fit ? 'border-neutral-400 text-[5.5pt]' : 'border-line bg-paper text-[0.625rem] leading-4 text-ink-muted',
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
    </li>
  );
}
