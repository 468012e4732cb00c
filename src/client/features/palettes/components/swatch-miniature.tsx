import { clsx } from 'clsx';
import { colorCountText } from '../../../../common/palette-summary';
import type { TPalette, TPaletteSwatch } from '../../../../common/schemas/palette';

interface SwatchMiniatureProps {
  palette: Pick<TPalette, 'rows' | 'columns' | 'swatches'>;
  className?: string;
}

// The working-area strip's height in the box (container units), and the gap above it.
const STRIP = 'max(10px, 16cqh)';
const STRIP_GAP = '4px';

/**
 * The palette as it is laid out: rows × columns slots, each holding its paint or visibly empty;
 * below them, past a dashed rule as in the editor, the colors set aside in the working area, in
 * their cells' order. The box has a fixed shape whatever the grid's (cards line up, skeletons
 * match); inside it the drawing takes the largest size with near-square slots that fits, measured
 * in container units. For assistive technology it is a picture named by what it holds where
 * (the card says the name and the total in words).
 */
export function SwatchMiniature({ palette, className }: SwatchMiniatureProps) {
  const { rows, columns, swatches } = palette;
  const byPosition = new Map<number, TPaletteSwatch>();
  const aside: TPaletteSwatch[] = [];
  for (const swatch of swatches) {
    if (swatch.isInWorkingArea) aside.push(swatch);
    else byPosition.set(swatch.position, swatch);
  }
  const gridHeight = aside.length > 0 ? `(100cqh - ${STRIP} - ${STRIP_GAP})` : '100cqh';
  const held =
    `${colorCountText(byPosition.size)} in the grid` + (aside.length > 0 ? `, ${colorCountText(aside.length)} in the working area` : '');
  return (
    <div
      role="img"
      aria-label={`Swatches: ${held}`}
      className={clsx('flex items-center justify-center rounded-lg bg-paper p-2 [container-type:size]', className)}
    >
      <div className="flex flex-col" style={{ gap: STRIP_GAP, width: `min(100cqw, ${gridHeight} * ${columns / rows})` }}>
        <div
          className="grid gap-[3px]"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
            aspectRatio: `${columns} / ${rows}`,
          }}
        >
          {Array.from({ length: rows * columns }, (_, position) => {
            const swatch = byPosition.get(position);
            return swatch ? (
              // A paper-like edge keeps Chinese white or Naples yellow visible on a white page.
              <span key={position} className="rounded-[3px] border border-black/15" style={{ backgroundColor: swatch.hexCode }} />
            ) : (
              <span key={position} className="rounded-[3px] border border-dashed border-ink-muted/40" />
            );
          })}
        </div>
        {aside.length > 0 ? (
          <div className="flex gap-[3px] border-t border-dashed border-ink-muted/60 pt-[3px]" style={{ height: STRIP }}>
            {aside.map((swatch) => (
              // Square while they fit the width; narrower, never fewer, when many are set aside.
              <span
                key={swatch.position}
                className="aspect-square h-full min-w-0 shrink rounded-[3px] border border-black/15"
                style={{ backgroundColor: swatch.hexCode }}
              />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
