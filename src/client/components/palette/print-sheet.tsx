import { useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useAfterFirstView } from '#client/lib/use-after-first-view.ts';
import { lighteningOf } from '#common/lightening.ts';
import { deltaEText, STRENGTH_TEXTS, savedRecipeText } from '#common/mix-texts.ts';
import { paletteSummary } from '#common/palette-summary.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { PLAIN_CHART, type TChartViews } from './chart-views';
import { HueChromaWheel } from './hue-chroma-wheel';
import { MixSwatches } from './mix-swatches';
import { MIX_TEXTS } from './mix-texts';
import { PaperChart } from './paper-chart';
import { paperLayout, swatchHeights } from './print-layout';

// Its print rules, print-sheet.css, come with the main stylesheet (styles.css says why).

const PX_PER_MM = 96 / 25.4;
// Room kept for what differs between the measured sheet and the printed one (font hinting).
const SAFETY_MM = 4;

interface PrintSheetProps {
  palette: Pick<TPalette, 'name' | 'medium' | 'rows' | 'columns'>;
  colors: readonly TColor[];
  /** In values, and with the hue wheel, as the page shows the palette (issue 15). */
  views?: TChartViews;
  /** The palette's saved mixes (issue 29), printed after the chart. */
  mixes?: readonly TMix[];
}

/**
 * Whose sheet it is: the page's own, for the browser's Print command, or the one a Print button
 * adds. A Print button's sheet prints instead of the page's, whichever came into the page first.
 */
export type TPrintSheetOrigin = 'page' | 'print-button';

/**
 * A page's own print sheet, for the browser's Print command: made once the page's first view is
 * drawn (issue 43: laid out and measured with it, it doubled a phone's first layout), at once if
 * printing starts sooner.
 */
export function PagePrintSheet(props: PrintSheetProps) {
  return useAfterFirstView() ? <PrintSheet {...props} origin="page" /> : null;
}

/**
 * The palette as a swatch chart on paper (DESIGN.md "Print is a real layout"): its name and count,
 * the grid, then the working area as a section of its own; names, manufacturers, pigment codes and
 * ratings under each swatch; no navigation or buttons. While it is in the page, printing prints it
 * instead of the page (see the CSS), so the browser's own Print command does too.
 *
 * On screen it is laid out out of sight, so that it can be measured: swatches take the height that
 * makes the sheet one page tall, down to a minimum below which a big palette runs onto more pages.
 */
export function PrintSheet({ palette, colors, views = PLAIN_CHART, mixes = [], origin }: PrintSheetProps & { origin: TPrintSheetOrigin }) {
  const layout = useMemo(() => paperLayout(palette, colors), [palette, colors]);
  const sheet = useRef<HTMLDivElement>(null);
  usePrintTitle(palette.name);
  usePaperRule(layout.landscape, origin);

  useLayoutEffect(() => {
    const element = sheet.current;
    if (!element) return;
    element.style.setProperty('--grid-swatch', '0mm');
    element.style.setProperty('--aside-swatch', '0mm');
    const fixedMm = element.getBoundingClientRect().height / PX_PER_MM;
    const { gridMm, workingAreaMm } = swatchHeights(layout, fixedMm + SAFETY_MM);
    element.style.setProperty('--grid-swatch', `${gridMm.toFixed(2)}mm`);
    element.style.setProperty('--aside-swatch', `${workingAreaMm.toFixed(2)}mm`);
  }, [layout]);

  const grid = new Map<number, TColor>();
  const aside = new Map<number, TColor>();
  for (const color of colors) {
    if (color.isInWorkingArea && color.workingAreaPosition !== null) aside.set(color.workingAreaPosition, color);
    else if (!color.isInWorkingArea && color.position !== null) grid.set(color.position, color);
  }
  const heading = 'text-[10pt] font-semibold';

  return createPortal(
    <div
      data-print-sheet={origin}
      className="pointer-events-none invisible fixed top-0 left-[-10000px] bg-white font-sans text-black print:visible print:static"
      style={{ width: `${layout.widthMm}mm` }}
    >
      {/* The chart: measured, and sized to fill its page. */}
      <div ref={sheet} className="flex flex-col gap-[5mm]">
        <header>
          <h1 className="text-[16pt] leading-tight font-semibold break-words">{palette.name}</h1>
          <p className="text-[9pt] text-neutral-700">{paletteSummary(palette.medium, colors.length)}</p>
        </header>
        <section className="flex flex-col gap-[2mm]">
          <h2 className={heading}>
            Palette Grid{' '}
            <span className="font-normal text-neutral-700">
              · {palette.rows} × {palette.columns}
            </span>
          </h2>
          <PaperChart
            label={`Palette chart, ${palette.rows} × ${palette.columns}`}
            area={layout.grid}
            byCell={grid}
            swatchVar="--grid-swatch"
            values={views.values}
          />
        </section>
        {layout.workingArea ? (
          <section className="flex break-before-avoid flex-col gap-[2mm]">
            <h2 className={heading}>Working area</h2>
            <PaperChart label="Working area" area={layout.workingArea} byCell={aside} swatchVar="--aside-swatch" values={views.values} />
          </section>
        ) : null}
      </div>
      {/* The wheel on a page of its own, at a size to read: the chart keeps swatches one can judge. */}
      {views.wheel ? (
        <section className="flex break-before-page flex-col gap-[2mm]">
          <h2 className={heading}>Hue and chroma · {palette.name}</h2>
          <HueChromaWheel colors={colors} paper />
        </section>
      ) : null}
      {mixes.length > 0 ? (
        <section className="flex break-before-page flex-col gap-[2mm]">
          <h2 className={heading}>
            {MIX_TEXTS.heading} · {palette.name}
          </h2>
          <ul className="grid grid-cols-2 gap-x-[6mm] gap-y-[3mm] text-[9pt]">
            {mixes.map((mix) => (
              <li key={mix.id} className="flex break-inside-avoid items-start gap-[2mm]">
                <MixSwatches target={mix.targetHex} mix={mix.mixHex} className="size-[12mm]" />
                <div className="min-w-0 break-words">
                  <p>{savedRecipeText(mix)}</p>
                  <p className="text-neutral-700">
                    {MIX_TEXTS.matched(mix.targetName ?? mix.targetHex)}
                    {lighteningOf(palette.medium) === 'water' ? ` · ${STRENGTH_TEXTS[mix.strength]}` : null}
                  </p>
                  <p className="text-neutral-700">{deltaEText(mix.deltaE)}</p>
                  {mix.notes ? <p className="whitespace-pre-wrap">{mix.notes}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>,
    document.body,
  );
}

/**
 * The sheet's paper, turned as its layout needs, for as long as the sheet is in the page: a style
 * rule in the document's head, where a <style> belongs (issue 41: it sat in the sheet's <div>, which
 * the HTML standard does not allow). Of two rules the later wins: the page's own goes first in the
 * head and a Print button's last, so the paper is the printing sheet's, as its sheet wins.
 */
function usePaperRule(landscape: boolean, origin: TPrintSheetOrigin) {
  useLayoutEffect(() => {
    const rule = document.createElement('style');
    rule.textContent = `@page { size: ${landscape ? 'landscape' : 'portrait'}; margin: 10mm; }`;
    if (origin === 'page') document.head.prepend(rule);
    else document.head.append(rule);
    return () => rule.remove();
  }, [landscape, origin]);
}

/** While printing, the page's title (which names a saved PDF) is the palette's; afterwards the page's again. */
function usePrintTitle(name: string) {
  useLayoutEffect(() => {
    let previous = document.title;
    const named = () => {
      // The page's sheet and a Print button's both name the paper: the title they restore is the page's.
      if (document.title !== name) previous = document.title;
      document.title = name;
    };
    const restored = () => {
      document.title = previous;
    };
    window.addEventListener('beforeprint', named);
    window.addEventListener('afterprint', restored);
    return () => {
      window.removeEventListener('beforeprint', named);
      window.removeEventListener('afterprint', restored);
    };
  }, [name]);
}
