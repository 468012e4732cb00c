// GIMP palette (.gpl), read by GIMP, Krita and Inkscape: a 'GIMP Palette' line, 'Name:' and
// 'Columns:' headers, a '#' line, then one swatch per line: red, green and blue (0..255, each
// right-aligned in 3 places), a tab, and the swatch's name. The format has no groups: every reader
// skips lines that begin with '#' (GIMP's loader, Krita's and Inkscape's alike), so sections are
// comment lines naming them, as hand-made palettes do.

import { swatchText as oneLine, type TSwatch, type TSwatchGroup } from './swatch-name';

const swatchLine = ({ name, hexCode }: TSwatch) => {
  const channels = [1, 3, 5].map((start) => String(parseInt(hexCode.slice(start, start + 2), 16)).padStart(3, ' '));
  return `${channels.join(' ')}\t${name}`;
};

/** The palette's swatches, a section per group (issue 25: the grid, then the working area) under a '# name' line. */
export function gplFile(paletteName: string, columns: number, sections: readonly TSwatchGroup[]): string {
  const lines = sections.flatMap(({ name, swatches }) => ['#', `# ${oneLine(name)}`, ...swatches.map(swatchLine)]);
  return ['GIMP Palette', `Name: ${oneLine(paletteName)}`, `Columns: ${columns}`, ...lines, ''].join('\n');
}
