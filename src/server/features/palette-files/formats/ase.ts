// Adobe Swatch Exchange, version 1.0 (the layout Adobe's apps read; documented by Adobe's SDK and
// in selapa.net/swatches/colors/fileformats.php): big-endian throughout.
//   'ASEF', version 1 0 (2 x uint16), block count (uint32), then blocks:
//   block type (uint16: 0xC001 group start, 0xC002 group end, 0x0001 color), block length (uint32,
//   the bytes after it), and for a group start or a color: name length in UTF-16 code units with
//   the closing NUL (uint16) and the name (UTF-16BE, NUL-terminated); a color then has its model
//   ('RGB ', 4 ASCII bytes), its components (3 x float32, 0..1) and its type (uint16: 2 normal).

import type { TSwatch, TSwatchGroup } from './swatch-name';

const GROUP_START = 0xc001;
const GROUP_END = 0xc002;
const COLOR = 0x0001;
const NORMAL = 2;

/** A name as ASE stores it: its UTF-16 length (NUL included), then the code units and a NUL. */
function nameBytes(name: string): Buffer {
  const units = name.length + 1;
  const bytes = Buffer.alloc(2 + units * 2);
  bytes.writeUInt16BE(units, 0);
  for (let i = 0; i < name.length; i += 1) bytes.writeUInt16BE(name.charCodeAt(i), 2 + i * 2);
  return bytes;
}

function block(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt16BE(type, 0);
  head.writeUInt32BE(body.length, 2);
  return Buffer.concat([head, body]);
}

function colorBlock({ name, hexCode }: TSwatch): Buffer {
  const rgb = Buffer.alloc(4 + 12 + 2);
  rgb.write('RGB ', 0, 'ascii');
  [1, 3, 5].forEach((start, index) => rgb.writeFloatBE(parseInt(hexCode.slice(start, start + 2), 16) / 255, 4 + index * 4));
  rgb.writeUInt16BE(NORMAL, 16);
  return block(COLOR, Buffer.concat([nameBytes(name), rgb]));
}

/** Named groups of RGB swatches (issue 25: the palette's grid, then its working area), each in chart order. */
export function aseFile(groups: readonly TSwatchGroup[]): Buffer {
  const blocks = groups.flatMap(({ name, swatches }) => [
    block(GROUP_START, nameBytes(name)),
    ...swatches.map(colorBlock),
    block(GROUP_END, Buffer.alloc(0)),
  ]);
  const head = Buffer.alloc(12);
  head.write('ASEF', 0, 'ascii');
  head.writeUInt16BE(1, 4);
  head.writeUInt16BE(0, 6);
  head.writeUInt32BE(blocks.length, 8);
  return Buffer.concat([head, ...blocks]);
}
