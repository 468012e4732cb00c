import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

// The chart's fonts, by script (issue 25): DejaVu Sans for Latin, Greek and Cyrillic (and many
// symbols); Noto Sans CJK SC (subset 'Hans') for Han, kana and CJK punctuation; Noto Sans CJK KR
// for Hangul; Noto Emoji (monochrome) for emoji. All are free to embed (DejaVu's licence, SIL OFL
// 1.1); pdfkit embeds only the glyphs a document uses.
const modules = createRequire(import.meta.url);
// The CJK and emoji packages export no font files: each file sits beside an entry that is exported.
const besideEntry = (entry: string, file: string) => path.join(path.dirname(modules.resolve(entry)), file);

const FILES = {
  latin: modules.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  latinBold: modules.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  han: besideEntry('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'),
  hanBold: besideEntry('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Bold.otf'),
  hangul: besideEntry('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Regular.otf'),
  hangulBold: besideEntry('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Bold.otf'),
  emoji: besideEntry('@fontsource/noto-emoji/LICENSE', 'files/noto-emoji-emoji-400-normal.woff'),
} as const;

export type TFontKey = keyof typeof FILES;
export type TWeight = 'regular' | 'bold';

/** Which fonts a weight tries, in order, for each character: the first that has its glyph draws it. */
const FALLBACKS: Record<TWeight, readonly TFontKey[]> = {
  regular: ['latin', 'han', 'hangul', 'emoji'],
  bold: ['latinBold', 'hanBold', 'hangulBold', 'emoji'],
};

/**
 * A WOFF 1.0 font (W3C's layout: a 44-byte header, a 20-byte directory entry per table, tables
 * zlib-compressed when smaller so) as the plain TrueType/OpenType file it wraps. fontkit reads
 * WOFF itself, but inflates a table on every access: the emoji font's glyph table once per glyph.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const entries = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  [count, power * 16, Math.log2(power), count * 16 - power * 16].forEach((value, index) => head.writeUInt16BE(value, 4 + index * 2));
  let offset = head.length;
  const tables = entries.map(({ tag, checksum, data }, index) => {
    [tag, checksum, offset, data.length].forEach((value, field) => head.writeUInt32BE(value, 12 + index * 16 + field * 4));
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([head, ...tables]);
}

// Opened once per process, when a chart first needs them, and shared by every document: parsing a
// CJK font's 30,000 glyphs is what costs (about 0.2 s), not embedding the few a chart uses.
const opened = new Map<TFontKey, Font>();

export function fontOf(key: TFontKey): Font {
  let font = opened.get(key);
  if (!font) {
    const file = readFileSync(FILES[key]);
    font = create(FILES[key].endsWith('.woff') ? sfntOfWoff(file) : file);
    opened.set(key, font);
  }
  return font;
}

const advances = new Map<TFontKey, Map<number, number>>();

/**
 * A text's width in ems in one font, from its characters' advances (kept per font): what line
 * breaking measures, hundreds of times a chart. It leaves out kerning, which only narrows a line.
 */
export function advanceOf(key: TFontKey, text: string): number {
  const font = fontOf(key);
  let known = advances.get(key);
  if (!known) {
    known = new Map();
    advances.set(key, known);
  }
  let total = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    let advance = known.get(codePoint);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
      known.set(codePoint, advance);
    }
    total += advance;
  }
  return total;
}

/** A stretch of text drawn in one font. */
export interface TRun {
  font: TFontKey;
  text: string;
}

/** What is drawn where no font has a character: the replacement character, never an empty box. */
const REPLACEMENT = '\uFFFD';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The font that draws a user-perceived character (by its first code point), and the text it draws.
 * A character asked for as an emoji (U+FE0F after it: '❤️') tries the emoji font first.
 */
function clusterRun(cluster: string, weight: TWeight): TRun {
  const base = cluster.codePointAt(0) ?? 0;
  const chain = FALLBACKS[weight];
  // Spaces and line breaks stay in the first font: every font has them, and they join runs.
  if (/^\s+$/.test(cluster)) return { font: chain[0] ?? 'latin', text: cluster };
  for (const key of cluster.includes('\uFE0F') ? ['emoji' as const, ...chain] : chain) {
    const font = fontOf(key);
    if (!font.hasGlyphForCodePoint(base)) continue;
    // Joiners, variation selectors and marks the font lacks are left out: the character still shows.
    const kept = Array.from(cluster).filter((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    return { font: key, text: kept.join('') };
  }
  return { font: chain[0] ?? 'latin', text: REPLACEMENT };
}

/** Each user-perceived character of a text with the font that draws it. */
export function clustersOf(text: string, weight: TWeight): TRun[] {
  return Array.from(graphemes.segment(text), ({ segment }) => clusterRun(segment, weight));
}

/** Characters as runs: neighbours drawn by the same font joined. */
export function joinRuns(clusters: readonly TRun[]): TRun[] {
  const runs: TRun[] = [];
  for (const cluster of clusters) {
    const last = runs.at(-1);
    if (last && last.font === cluster.font) last.text += cluster.text;
    else runs.push({ ...cluster });
  }
  return runs;
}
