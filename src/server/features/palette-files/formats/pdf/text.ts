import { SHORT_FORMS } from '#common/constants.ts';
import { advanceOf, clustersOf, fontOf, joinRuns, type TFontKey, type TRun, type TWeight } from './fonts';

/** How a piece of the chart's text is set. */
export interface TTextStyle {
  size: number;
  weight: TWeight;
  color: string;
}

/** Lines, as many as a text needs at its size (its `lines` for a layout's height). */
export const lineHeight = (size: number) => size * 1.25;
// Where the baseline sits below a line's top: DejaVu's ascender (0.93 em), which the CJK fonts' (0.88) stays under.
const ASCENT = 0.93;

// Characters a line may break before or after: CJK writing has no spaces between words.
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
const isSpace = (cluster: TRun) => /^\s+$/.test(cluster.text);
const ELLIPSIS = '…';

/** A text's characters grouped into what a line must not break inside: words with their trailing space, single CJK characters. */
function segmentsOf(clusters: readonly TRun[]): TRun[][] {
  const segments: TRun[][] = [];
  let current: TRun[] = [];
  clusters.forEach((cluster, index) => {
    if (CJK.test(cluster.text) && current.length > 0) {
      segments.push(current);
      current = [];
    }
    current.push(cluster);
    const next = clusters[index + 1];
    const breaksAfter = isSpace(cluster) ? !next || !isSpace(next) : CJK.test(cluster.text) || /[-/]$/.test(cluster.text);
    if (breaksAfter) {
      segments.push(current);
      current = [];
    }
  });
  if (current.length > 0) segments.push(current);
  return segments;
}

// Scripts written right to left. fontkit turns a run of one of them round (its letters in the order
// seen); what it cannot do is order the words of a line, which is left to `seenOrder`.
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A line's pieces in the order they are drawn, left to right: as set, unless it holds right-to-left
 * words; then each stretch of such words (with the spaces between them) is turned round, word by
 * word, and each word drawn on its own so that fontkit turns only its letters. A simple form of the
 * Unicode bidirectional algorithm: enough for names, which are one line of one or two scripts.
 */
export function seenOrder(line: readonly TRun[]): TRun[] {
  if (!line.some((cluster) => RTL.test(cluster.text))) return joinRuns(line);
  const tokens: TRun[][] = [];
  for (const cluster of line) {
    const last = tokens.at(-1);
    if (last && !isSpace(cluster) && !isSpace(last[0] as TRun)) last.push(cluster);
    else tokens.push([cluster]);
  }
  const rtl = (token: TRun[]) => token.some((cluster) => RTL.test(cluster.text));
  const pieces: TRun[] = [];
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index] as TRun[];
    if (!rtl(token)) {
      pieces.push(...joinRuns(token));
      index += 1;
      continue;
    }
    // The stretch: right-to-left words and the spaces between them, ending on a word.
    let end = index;
    for (let next = index + 1; next < tokens.length; next += 1) {
      const candidate = tokens[next] as TRun[];
      if (rtl(candidate)) end = next;
      else if (!isSpace(candidate[0] as TRun)) break;
    }
    // A word in two fonts (a name and an emoji) has its runs turned round too.
    pieces.push(
      ...tokens
        .slice(index, end + 1)
        .reverse()
        .flatMap((word) => joinRuns(word).reverse()),
    );
    index = end + 1;
  }
  return pieces;
}

const trimEnd = (line: readonly TRun[]) => line.slice(0, line.findLastIndex((cluster) => !isSpace(cluster)) + 1);

/**
 * Sets the chart's text in any script (issue 25): each character in the first font that has it
 * (fonts.ts), lines broken between words or CJK characters, a word too long for its line broken
 * between characters, and text beyond its last line ended with '…'.
 */
export function textWriter(doc: PDFKit.PDFDocument) {
  const registered = new Set<TFontKey>();
  const use = (font: TFontKey, size: number) => {
    if (!registered.has(font)) {
      doc.registerFont(font, fontOf(font));
      registered.add(font);
    }
    doc.font(font).fontSize(size);
  };
  const widthOf = (line: readonly TRun[], size: number) =>
    line.reduce((width, cluster) => width + advanceOf(cluster.font, cluster.text) * size, 0);

  /** A text broken into at most `maxLines` lines of `width`. */
  function lines(text: string, style: Pick<TTextStyle, 'size' | 'weight'>, width: number, maxLines: number): TRun[][] {
    const clusters = clustersOf(text.replace(/\p{Cc}+/gu, ' ').trim(), style.weight);
    const fits = (line: readonly TRun[]) => widthOf(trimEnd(line), style.size) <= width;
    const result: TRun[][] = [];
    let line: TRun[] = [];
    // Each segment measured once (with and without its trailing space): a line is the sum of its segments.
    let lineWidth = 0;
    for (const segment of segmentsOf(clusters)) {
      const full = widthOf(segment, style.size);
      if (lineWidth + widthOf(trimEnd(segment), style.size) <= width) {
        line.push(...segment);
        lineWidth += full;
        continue;
      }
      if (line.length > 0) result.push(trimEnd(line));
      line = [];
      if (widthOf(trimEnd(segment), style.size) <= width) {
        line.push(...segment);
        lineWidth = full;
        continue;
      }
      // Wider than a line: in its painters' short form ('Quinacridone' -> 'Quin.') if it has one and that fits, else character by character.
      const short =
        SHORT_FORMS[
          segment
            .map((cluster) => cluster.text)
            .join('')
            .trim()
        ];
      const shortened = short ? clustersOf(short, style.weight) : null;
      if (shortened && widthOf(shortened, style.size) <= width) {
        line.push(...shortened, ...segment.slice(trimEnd(segment).length));
        lineWidth = widthOf(line, style.size);
        continue;
      }
      for (const cluster of segment) {
        if (line.length > 0 && !fits([...line, cluster])) {
          result.push(trimEnd(line));
          line = [];
        }
        if (line.length > 0 || !isSpace(cluster)) line.push(cluster);
      }
      lineWidth = widthOf(line, style.size);
    }
    if (line.length > 0) result.push(trimEnd(line));
    if (result.length <= maxLines) return result;
    const last = [...(result[maxLines - 1] ?? [])];
    const ellipsis = clustersOf(ELLIPSIS, style.weight);
    while (last.length > 0 && !fits([...last, ...ellipsis])) last.pop();
    return [...result.slice(0, maxLines - 1), [...trimEnd(last), ...ellipsis]];
  }

  /** Draws lines from `top` down; the height they took. */
  function draw(textLines: readonly TRun[][], x: number, top: number, style: TTextStyle): number {
    textLines.forEach((line, index) => {
      const baseline = top + index * lineHeight(style.size) + ASCENT * style.size;
      let left = x;
      for (const run of seenOrder(line)) {
        use(run.font, style.size);
        doc.fillColor(style.color).text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += doc.widthOfString(run.text);
      }
    });
    return textLines.length * lineHeight(style.size);
  }

  /** Sets and draws a text in one go: at most `maxLines` lines; the height it took. */
  function write(text: string, x: number, top: number, style: TTextStyle, width: number, maxLines = 1): number {
    return draw(lines(text, style, width, maxLines), x, top, style);
  }

  return {
    lines,
    draw,
    write,
    widthOf: (text: string, style: Pick<TTextStyle, 'size' | 'weight'>) => widthOf(clustersOf(text, style.weight), style.size),
  };
}

export type TTextWriter = ReturnType<typeof textWriter>;
