import type { CSSProperties } from 'react';
import { swatchInk } from '#client/lib/swatch-ink.ts';
import { lightnessText, valueGrey } from '#common/color/color-values.ts';
import type { TColor } from '#common/schemas/color.ts';
import { paperName } from './chart-facts';
import { PaintFacts } from './paint-facts';
import { PAPER_GAP_MM, type PaperArea } from './print-layout';

interface PaperChartProps {
  label: string;
  area: PaperArea;
  /** The colors of this area, by their cell. */
  byCell: ReadonlyMap<number, TColor>;
  /** The CSS variable holding this area's swatch height (set by the sheet once it has measured). */
  swatchVar: string;
  /** Swatches in values: the grey of each color's L*, with the number. */
  values: boolean;
}

/**
 * One area of a palette on paper, cell by cell: each paint as a swatch, then its name (whole, or
 * shortened by the spec's rule where a word cannot fit), manufacturer, pigment codes and ratings;
 * an empty cell as a dashed outline. A row of slots is never split across two pages.
 */
export function PaperChart({ label, area, byCell, swatchVar, values }: PaperChartProps) {
  const swatch: CSSProperties = { height: `var(${swatchVar})` };
  return (
    <ul
      aria-label={label}
      className="grid items-start"
      style={{
        gridTemplateColumns: `repeat(${area.columns}, ${area.slotMm}mm)`,
        gap: `${PAPER_GAP_MM}mm`,
        fontSize: `${area.namePt - 1}pt`,
      }}
    >
      {Array.from({ length: area.cells }, (_, cell) => {
        const color = byCell.get(cell);
        return color ? (
          <li key={cell} className="flex min-w-0 break-inside-avoid flex-col gap-[0.6mm] leading-tight">
            {/* A hairline edge keeps a Chinese white visible on white paper. */}
            {values ? (
              <div
                className="flex items-start rounded-[1mm] border-[0.2mm] border-black/25 p-[0.8mm] font-mono font-semibold"
                style={{ ...swatch, backgroundColor: valueGrey(color.hexCode), color: swatchInk(valueGrey(color.hexCode)) }}
              >
                {lightnessText(color.hexCode)}
              </div>
            ) : (
              <div className="rounded-[1mm] border-[0.2mm] border-black/25" style={{ ...swatch, backgroundColor: color.hexCode }} />
            )}
            <p className="font-semibold [overflow-wrap:anywhere]" style={{ fontSize: `${area.namePt}pt` }}>
              {paperName(color.paintName, area.lineChars)}
            </p>
            <PaintFacts color={color} paper />
          </li>
        ) : (
          <li key={cell} aria-hidden="true" className="break-inside-avoid">
            <div className="rounded-[1mm] border-[0.2mm] border-dashed border-neutral-400" style={swatch} />
          </li>
        );
      })}
    </ul>
  );
}
