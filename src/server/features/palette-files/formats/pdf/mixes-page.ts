import { deltaEText, MIXES_HEADING, matchedText, STRENGTH_TEXTS, savedRecipeText } from '#common/mix-texts.ts';
import type { TMix } from '#common/schemas/mix.ts';
import { contentBottom, contentWidth, HEADING_HEIGHT, HEADING_SIZE, MARGIN, type TPage } from './page';
import { INK, MUTED } from './swatches';
import { lineHeight, type TTextStyle, type TTextWriter } from './text';

// Issue 29: the palette's saved mixes, after its chart on pages of their own: each the colour it
// matches beside the mix, then the recipe, what it is for, how far it is thinned, how close it
// comes, and its note.

const MM = 72 / 25.4;
const SWATCH = 14 * MM;
const TEXT_GAP = 10;
const ROW_GAP = 10;
const EDGE = '#9A9A9A';
const RECIPE: Omit<TTextStyle, 'color'> = { size: 10, weight: 'bold' };
const FACTS: Omit<TTextStyle, 'color'> = { size: 9, weight: 'regular' };

/** What the chart draws of a mix: all of it but its ids and dates (the chart's cache is keyed on what it draws). */
export type TPdfMix = Pick<TMix, 'targetHex' | 'targetName' | 'paints' | 'strength' | 'mixHex' | 'deltaE' | 'notes'>;

export function pdfMix(mix: TMix): TPdfMix {
  const { targetHex, targetName, paints, strength, mixHex, deltaE, notes } = mix;
  return { targetHex, targetName, paints, strength, mixHex, deltaE, notes };
}

/** Draws the mixes from a new page on, under their heading; a mix never splits across pages. */
export function drawMixes(
  doc: PDFKit.PDFDocument,
  writer: TTextWriter,
  options: { page: TPage; mixes: readonly TPdfMix[]; washes: boolean },
) {
  const { page, mixes, washes } = options;
  doc.addPage();
  writer.write(MIXES_HEADING, MARGIN, MARGIN, { size: HEADING_SIZE, weight: 'bold', color: INK }, contentWidth(page));
  const x = MARGIN + 2 * SWATCH + TEXT_GAP;
  const width = contentWidth(page) - (x - MARGIN);
  let y = MARGIN + HEADING_HEIGHT;
  for (const mix of mixes) {
    const facts = [
      washes
        ? `${matchedText(mix.targetName ?? mix.targetHex)} · ${STRENGTH_TEXTS[mix.strength]}`
        : matchedText(mix.targetName ?? mix.targetHex),
      `${deltaEText(mix.deltaE)} · ${mix.mixHex}`,
      mix.notes,
    ].flatMap((text) => (text ? [writer.lines(text, FACTS, width, 4)] : []));
    const recipe = writer.lines(savedRecipeText(mix), RECIPE, width, 4);
    const textHeight =
      recipe.length * lineHeight(RECIPE.size) + 2 + facts.reduce((sum, lines) => sum + lines.length * lineHeight(FACTS.size), 0);
    const height = Math.max(SWATCH, textHeight);
    if (y + height > contentBottom(page)) {
      doc.addPage();
      y = MARGIN;
    }
    doc.lineWidth(0.4).rect(MARGIN, y, SWATCH, SWATCH).fillAndStroke(mix.targetHex, EDGE);
    doc
      .lineWidth(0.4)
      .rect(MARGIN + SWATCH, y, SWATCH, SWATCH)
      .fillAndStroke(mix.mixHex, EDGE);
    let top = y + writer.draw(recipe, x, y, { ...RECIPE, color: INK }) + 2;
    for (const lines of facts) top += writer.draw(lines, x, top, { ...FACTS, color: MUTED });
    y += height + ROW_GAP;
  }
}
