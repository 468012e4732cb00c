import { clsx } from 'clsx';
import { colorCountText } from '#common/palette-summary.ts';
import type { TPalette, TPaletteSwatch } from '#common/schemas/palette.ts';
import { usePreviewColumnCap } from '../use-preview-column-cap';

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
 * in container units. On a narrower screen only the first columns are drawn (spec §2's caps), and
 * the last one drawn fades out to say the palette goes on. For assistive technology it is a
 * picture named by what it holds where (the card says the name and the total in words).
 */
export function SwatchMiniature({ palette, className }: SwatchMiniatureProps) {
  const { rows, columns, swatches } = palette;
  const cap = usePreviewColumnCap();
  const shown = cap === null ? columns : Math.min(columns, cap);
  const byPosition = new Map<number, TPaletteSwatch>();
  const aside: TPaletteSwatch[] = [];
  for (const swatch of swatches) {
    if (swatch.isInWorkingArea) aside.push(swatch);
    else byPosition.set(swatch.position, swatch);
  }
  const gridHeight = aside.length > 0 ? `(100cqh - ${STRIP} - ${STRIP_GAP})` : '100cqh';
  const held =
    `${colorCountText(byPosition.size)} in the grid` +
    (aside.length > 0 ? `, ${colorCountText(aside.length)} in the working area` : '') +
    (shown < columns ? `, first ${shown} of ${columns} columns shown` : '');
  return (
    <div
      role="img"
      aria-label={`Swatches: ${held}`}
      className={clsx('flex items-center justify-center rounded-lg bg-paper p-2 [container-type:size]', className)}
    >
      <div className="flex flex-col" style={{ gap: STRIP_GAP, width: `min(100cqw, ${gridHeight} * ${shown / rows})` }}>
        <div
          className={clsx('grid gap-[3px]', shown < columns && 'mask-r-from-70%')}
          style={{
            gridTemplateColumns: `repeat(${shown}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
            aspectRatio: `${shown} / ${rows}`,
          }}
        >
          {Array.from({ length: rows * shown }, (_, cell) => {
            const position = Math.floor(cell / shown) * columns + (cell % shown);
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
