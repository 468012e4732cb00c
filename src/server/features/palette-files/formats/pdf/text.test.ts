import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { clustersOf, joinRuns } from './fonts';
import { seenOrder, textWriter } from './text';

describe('the chart’s text in any script', () => {
  it.each([
    ['French Ultramarine', [['latin', 'French Ultramarine']]],
    ['Берлинская лазурь', [['latin', 'Берлинская лазурь']]],
    ['Κυανό', [['latin', 'Κυανό']]],
    [
      '群青 No.2',
      [
        ['han', '群青'],
        ['latin', ' No.2'],
      ],
    ],
    ['ウルトラマリン', [['han', 'ウルトラマリン']]],
    ['군청색', [['hangul', '군청색']]],
    [
      'Rose 🌹',
      [
        ['latin', 'Rose '],
        ['emoji', '🌹'],
      ],
    ],
    // A heart asked for as an emoji: the emoji font first, though DejaVu has a heart too.
    ['❤️', [['emoji', '❤️']]],
    ['❤', [['latin', '❤']]],
    // No bundled font has Thai: the replacement character, never an empty box.
    ['สี', [['latin', '\uFFFD']]],
  ])('draws %s in the font that has its characters', (text, runs) => {
    expect(joinRuns(clustersOf(text, 'regular')).map((run) => [run.font, run.text])).toEqual(runs);
  });

  it('breaks lines between words or CJK characters and ends what does not fit with an ellipsis', () => {
    const writer = textWriter(new PDFDocument());
    const style = { size: 10, weight: 'regular' } as const;
    const text = (lines: ReturnType<typeof writer.lines>) => lines.map((line) => line.map((cluster) => cluster.text).join(''));
    expect(text(writer.lines('Quinacridone Burnt Orange', style, writer.widthOf('Quinacridone Burnt', style) + 1, 3))).toEqual([
      'Quinacridone Burnt',
      'Orange',
    ]);
    expect(text(writer.lines('群青の夏空', style, writer.widthOf('群青の', style) + 1, 3))).toEqual(['群青の', '夏空']);
    const limit = writer.widthOf('Quinacridone Burnt', style) + 1;
    const [cut, ...more] = text(writer.lines('Quinacridone Burnt Orange', style, limit, 1));
    expect(more).toEqual([]);
    expect(cut).toMatch(/^Quinacridone Bur.*…$/);
    expect(writer.widthOf(cut ?? '', style)).toBeLessThanOrEqual(limit);
    // A word wider than the line takes its painters' short form, else breaks between its letters.
    expect(text(writer.lines('Quinacridone Rose', style, writer.widthOf('Quinacrid', style), 3))).toEqual(['Quin.', 'Rose']);
    const narrow = writer.widthOf('Phthal', style) + 1;
    const broken = text(writer.lines('Phthalocyanine', style, narrow, 5));
    expect(broken.length).toBeGreaterThan(1);
    expect(broken.join('')).toBe('Phthalocyanine');
    for (const line of broken) expect(writer.widthOf(line, style)).toBeLessThanOrEqual(narrow);
  });

  it('orders right-to-left words as they are read: the first word rightmost, each word’s letters left to fontkit', () => {
    const order = (text: string) => seenOrder(clustersOf(text, 'regular')).map((run) => run.text);
    expect(order('כחול אולטרמרין')).toEqual(['אולטרמרין', ' ', 'כחול']);
    expect(order('Blue כחול אולטרמרין 2')).toEqual(['Blue', ' ', 'אולטרמרין', ' ', 'כחול', ' ', '2']);
    expect(order('French Ultramarine')).toEqual(['French Ultramarine']);
  });
});
