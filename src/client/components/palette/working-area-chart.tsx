import { useOwnsColor } from '#client/components/ownership/owned-colors.tsx';
import { OwnedMark } from '#client/components/ownership/owned-mark.tsx';
import { withOwned } from '#client/components/ownership/ownership-texts.ts';
import { WorkingAreaLabel } from '#client/components/swatch-label.tsx';
import { INK_THRESHOLD, swatchInk } from '#client/lib/swatch-ink.ts';
import { LIMITS } from '#common/constants.ts';
import type { TColor } from '#common/schemas/color.ts';
import { spokenPaintName, workingAreaLabel } from '#common/swatch-label.ts';
import { SwatchTooltip } from './swatch-tooltip';

const { rows, columns, capacity } = LIMITS.workingArea;

interface WorkingAreaChartProps {
  colors: readonly TColor[];
  onOpenColor: (color: TColor) => void;
}

/**
 * The colors the owner set aside, in their working-area cells (spec §9: 4 × 6, index = row * 6 +
 * column). Smaller than the grid, since these are the palette's margin: swatches with their
 * shortened names only (DESIGN: at least 40 px on a phone, 56 px from `sm`), details on demand.
 */
export function WorkingAreaChart({ colors, onOpenColor }: WorkingAreaChartProps) {
  const byCell = new Map<number, TColor>();
  for (const color of colors) if (color.isInWorkingArea && color.workingAreaPosition !== null) byCell.set(color.workingAreaPosition, color);
  return (
    <ul
      aria-label={`Working area, ${rows} × ${columns}`}
      className="grid max-w-md gap-1 [--cell-min:2.5rem] sm:gap-2 sm:[--cell-min:3.5rem]"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(var(--cell-min), 4.5rem))` }}
    >
      {Array.from({ length: capacity }, (_, index) => {
        const color = byCell.get(index);
        return color ? (
          <WorkingAreaCell key={index} color={color} onOpen={onOpenColor} />
        ) : (
          <li key={index} aria-hidden="true" className="aspect-square min-w-0 rounded-md border border-dashed border-line" />
        );
      })}
    </ul>
  );
}

/**
 * A paint set aside: its short name on its swatch; read out, what it shows then its full name where
 * the two differ ('Quin. Rose, Quinacridone Rose'), and ', owned'. Its details show after 1 s of
 * hover or keyboard focus.
 */
function WorkingAreaCell({ color, onOpen }: { color: TColor; onOpen: (color: TColor) => void }) {
  const owned = useOwnsColor(color.id);
  return (
    <li className="min-w-0">
      <SwatchTooltip paint={color}>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={withOwned(spokenPaintName(color.paintName, workingAreaLabel(color.paintName)), owned)}
          onClick={() => onOpen(color)}
          // The inset ring is the paper edge that keeps a Chinese white visible on a white page.
          className="relative flex aspect-square w-full cursor-pointer items-end rounded-md p-0.5 text-left sm:p-1 ring-1 ring-black/15 ring-inset transition-shadow hover:ring-2 hover:ring-black/30 dark:ring-white/20 dark:hover:ring-white/40"
          style={{ backgroundColor: color.hexCode, color: swatchInk(color.hexCode, INK_THRESHOLD.workingArea) }}
        >
          <WorkingAreaLabel paintName={color.paintName} />
          {owned ? <OwnedMark corner /> : null}
        </button>
      </SwatchTooltip>
    </li>
  );
}
