import { clsx } from 'clsx';
import type { TPalette } from '../../../../common/schemas/palette';

interface SwatchMiniatureProps {
  palette: Pick<TPalette, 'rows' | 'columns' | 'swatches'>;
  className?: string;
}

/**
 * The palette as it is laid out: rows × columns slots, each holding its paint or visibly empty.
 * The box has a fixed shape whatever the grid's (cards line up, skeletons match); inside it the
 * grid takes the largest size with near-square slots that fits, measured in container units.
 * Decorative for assistive technology: the card says the name and the color count in words.
 */
export function SwatchMiniature({ palette, className }: SwatchMiniatureProps) {
  const { rows, columns, swatches } = palette;
  const byPosition = new Map(swatches.map((swatch) => [swatch.position, swatch]));
  return (
    <div
      aria-hidden="true"
      className={clsx('flex items-center justify-center rounded-lg bg-paper p-2 [container-type:size]', className)}
    >
      <div
        className="grid gap-[3px]"
        style={{
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
          aspectRatio: `${columns} / ${rows}`,
          width: `min(100cqw, 100cqh * ${columns / rows})`,
        }}
      >
        {Array.from({ length: rows * columns }, (_, position) => {
          const swatch = byPosition.get(position);
          return swatch ? (
            // A paper-like edge keeps Chinese white or Naples yellow visible on a white page.
            <span
              key={position}
              className="rounded-[3px] border border-black/15"
              style={{ backgroundColor: swatch.hexCode }}
            />
          ) : (
            <span key={position} className="rounded-[3px] border border-dashed border-ink-muted/40" />
          );
        })}
      </div>
    </div>
  );
}
