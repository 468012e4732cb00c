import { frameColumns } from '#client/components/grid-scroll-frame.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { ChartSlot } from './chart-slot';

interface PaletteChartProps {
  rows: number;
  columns: number;
  /** The palette's colors; those in the working area have a chart of their own (WorkingAreaChart). */
  colors: readonly TColor[];
  /** Opens a color's details (each swatch is a button). */
  onOpenColor: (color: TColor) => void;
}

/**
 * The chart's grid, also its skeleton's. The room above and to the right is for the tick of a paint
 * the viewer owns, which straddles its swatch's corner (issue 28): the scrolling frame neither
 * clips it nor grows wider for it.
 */
export const CHART_GRID_CLASSES = 'grid gap-2 pt-1.5 pr-1.5 sm:gap-3';

/**
 * Screen columns: never narrower than 88 px, where a paint's name still fits on its swatch, nor
 * wider than 160 px; when they do not fit, the chart overflows into its scrolling frame. Up to 6
 * columns share a phone's width instead (at least 40 px each at 320 px).
 */
export function screenChartColumns(columns: number): string {
  return frameColumns(columns, '5.5rem', '10rem');
}

/** The read-only palette grid: rows × columns slots, each a swatch with its paint, or empty. */
export function PaletteChart({ rows, columns, colors, onOpenColor }: PaletteChartProps) {
  const byPosition = new Map<number, TColor>();
  for (const color of colors) {
    if (!color.isInWorkingArea && color.position !== null) byPosition.set(color.position, color);
  }
  const positions = Array.from({ length: rows * columns }, (_, position) => position);

  return (
    <ul
      aria-label={`Palette chart, ${rows} × ${columns}`}
      className={CHART_GRID_CLASSES}
      style={{ gridTemplateColumns: screenChartColumns(columns) }}
    >
      {positions.map((position) => {
        const color = byPosition.get(position);
        return color ? (
          <ChartSlot key={position} color={color} onOpen={onOpenColor} />
        ) : (
          // An empty slot keeps the grid's shape; it has nothing to say to a screen reader.
          <li key={position} aria-hidden="true" className="min-w-0">
            <div className="aspect-[4/3] min-h-10 rounded-md border border-dashed border-line sm:min-h-14" />
          </li>
        );
      })}
    </ul>
  );
}
