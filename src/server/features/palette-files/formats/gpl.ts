// GIMP palette (.gpl), read by GIMP, Krita and Inkscape: a 'GIMP Palette' line, 'Name:' and
// 'Columns:' headers, a '#' line, then one swatch per line: red, green and blue (0..255, each
// right-aligned in 3 places), a tab, and the swatch's name.

import type { TSwatch } from './swatch-name';

export function gplFile(paletteName: string, columns: number, swatches: readonly TSwatch[]): string {
  const lines = swatches.map(({ name, hexCode }) => {
    const channels = [1, 3, 5].map((start) => String(parseInt(hexCode.slice(start, start + 2), 16)).padStart(3, ' '));
    return `${channels.join(' ')}\t${name}`;
  });
  // A line break in the name would end the header line.
  const title = paletteName.replace(/\p{Cc}+/gu, ' ').trim();
  return ['GIMP Palette', `Name: ${title}`, `Columns: ${columns}`, '#', ...lines, ''].join('\n');
}
