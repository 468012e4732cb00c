import { clsx } from 'clsx';
import type { TColor } from '../../../../common/schemas/color';
import { ChartSlot } from './chart-slot';

interface PaletteChartProps {
  rows: number;
  columns: number;
  /** The palette's colors; those in the working area are not part of the chart. */
  colors: readonly TColor[];
  /** Fill the parent's box exactly (the print sheet) instead of sizing slots for the screen. */
  fit?: boolean;
  /** Makes each swatch a button that opens its color's details; absent on paper. */
  onOpenColor?: (color: TColor) => void;
}

/**
 * Screen columns: never narrower than 88 px, where a paint's name still fits on its swatch, nor
 * wider than 160 px; when they do not fit, the chart overflows into its scrolling region.
 */
export function screenChartColumns(columns: number): string {
  return `repeat(${columns}, minmax(5.5rem, 10rem))`;
}

/** The read-only palette grid: rows × columns slots, each a swatch with its paint, or empty. */
export function PaletteChart({ rows, columns, colors, fit = false, onOpenColor }: PaletteChartProps) {
  const byPosition = new Map<number, TColor>();
  for (const color of colors) {
    if (!color.isInWorkingArea && color.position !== null) byPosition.set(color.position, color);
  }
  const positions = Array.from({ length: rows * columns }, (_, position) => position);

  return (
    <ul
      aria-label={`Palette chart, ${rows} × ${columns}`}
      className={clsx('grid', fit ? 'size-full gap-[2mm]' : 'gap-2 sm:gap-3')}
      style={
        fit
          ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }
          : { gridTemplateColumns: screenChartColumns(columns) }
      }
    >
      {positions.map((position) => {
        const color = byPosition.get(position);
        return color ? (
          <ChartSlot key={position} color={color} fit={fit} onOpen={onOpenColor} />
        ) : (
          // An empty slot keeps the grid's shape; it has nothing to say to a screen reader.
          <li key={position} aria-hidden="true" className="min-w-0">
            <div
              className={clsx(
                'rounded-md border border-dashed',
                fit ? 'h-full border-neutral-400' : 'aspect-[4/3] min-h-10 border-line sm:min-h-14',
              )}
            />
          </li>
        );
      })}
    </ul>
  );
}
