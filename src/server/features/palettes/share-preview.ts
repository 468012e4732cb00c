import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { contentCache } from '#server/lib/content-cache.ts';
import { withPageHead } from '#server/lib/page-head.ts';
import { getPalette } from './get-palette';

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 60;
const GAP = 12;
const PAPER = '#ECE8E1';
const RULE = 2;
const RULE_COLOR = '#D9D3C9';

/** The palette a share link opens, as a visitor sees it; null when there is none to show. */
export async function sharedPalette(options: { db: Db; id: string }): Promise<TPalette | null> {
  try {
    return await getPalette({ db: options.db, actor: null, id: options.id, byLink: true });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** What the picture shows, as a validator: the same palette drawn again gives the same tag. */
export function sharePreviewEtag(palette: TPalette): string {
  const drawn = JSON.stringify([palette.rows, palette.columns, palette.swatches.map((s) => [s.isInWorkingArea, s.position, s.hexCode])]);
  return `"${createHash('sha256').update(drawn).digest('base64url').slice(0, 22)}"`;
}

// Pictures drawn lately, by what they show (sharePreviewEtag): a picture is drawn once per content,
// not once per request, whoever asks.
const drawn = contentCache({ maxEntries: 200, maxBytes: 32 * 1024 * 1024 });

/** The preview picture for what `etag` names, drawn only when not drawn lately. */
export function cachedSharePreviewPng(palette: TPalette, etag: string): Promise<Buffer> {
  return drawn.get(etag, () => sharePreviewPng(palette));
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A rows × columns block of rounded cells, as large as fits `box` and centred in it; each cell is
 * its swatch's paint or, empty, paper.
 */
function cellsIn(box: Box, size: { rows: number; columns: number; gap: number }, hexAt: Map<number, string>): string[] {
  const { rows, columns, gap } = size;
  const cell = Math.min((box.width - gap * (columns - 1)) / columns, (box.height - gap * (rows - 1)) / rows);
  const left = box.left + (box.width - (cell * columns + gap * (columns - 1))) / 2;
  const top = box.top + (box.height - (cell * rows + gap * (rows - 1))) / 2;
  const cells: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const hex = hexAt.get(row * columns + column);
      const fill = hex && /^#[0-9A-Fa-f]{6}$/.test(hex) ? hex : PAPER;
      const x = (left + column * (cell + gap)).toFixed(1);
      const y = (top + row * (cell + gap)).toFixed(1);
      cells.push(
        `<rect x="${x}" y="${y}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}" rx="${(cell / 6).toFixed(1)}" fill="${fill}"/>`,
      );
    }
  }
  return cells;
}

/**
 * The social preview picture of a shared palette (issue 7): its grid at the standard 1200×630
 * card size, one rounded swatch a slot, empty slots as paper; colors set aside in the working area
 * (issue 13) in its 4 × 6 cells to the right, past a rule. Drawn as SVG, rasterised by sharp: link
 * previews want PNG.
 */
async function sharePreviewPng(palette: TPalette): Promise<Buffer> {
  const grid = new Map<number, string>();
  const workingArea = new Map<number, string>();
  for (const s of palette.swatches) (s.isInWorkingArea ? workingArea : grid).set(s.position, s.hexCode);
  const inner = { left: MARGIN, top: MARGIN, width: WIDTH - 2 * MARGIN, height: HEIGHT - 2 * MARGIN };
  const cells: string[] = [];
  if (workingArea.size === 0) {
    cells.push(...cellsIn(inner, { rows: palette.rows, columns: palette.columns, gap: GAP }, grid));
  } else {
    // The working area is the palette's margin: a third of the width, smaller cells than the grid's.
    const asideWidth = Math.round(inner.width * 0.3);
    const gridWidth = inner.width - asideWidth - 2 * GAP - RULE;
    cells.push(...cellsIn({ ...inner, width: gridWidth }, { rows: palette.rows, columns: palette.columns, gap: GAP }, grid));
    const ruleX = inner.left + gridWidth + GAP;
    cells.push(`<rect x="${ruleX}" y="${inner.top}" width="${RULE}" height="${inner.height}" fill="${RULE_COLOR}"/>`);
    const aside = { ...inner, left: ruleX + RULE + GAP, width: asideWidth };
    const { rows, columns } = LIMITS.workingArea;
    cells.push(...cellsIn(aside, { rows, columns, gap: GAP / 2 }, workingArea));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#F7F5F1"/>${cells.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The client's page with a shared palette's head, so a pasted link previews as the palette (title,
 * description, picture) in chat and social apps, which do not run the client.
 */
export function withSharePreview(html: string, options: { palette: TPalette; publicUrl: string; productName: string }): string {
  const { palette, publicUrl, productName } = options;
  const colors = palette.colorCount === 1 ? '1 color' : `${palette.colorCount} colors`;
  const description = `${palette.medium} palette with ${colors}, shared on ${productName}.`;
  const url = `${publicUrl}/palette/${palette.id}?share=true`;
  const image = `${publicUrl}/api/palettes/${palette.id}/preview.png`;
  return withPageHead(html, {
    title: `${palette.name} · ${productName}`,
    tags: [
      ['name', 'description', description],
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', productName],
      ['property', 'og:title', palette.name],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ['property', 'og:image', image],
      ['property', 'og:image:width', String(WIDTH)],
      ['property', 'og:image:height', String(HEIGHT)],
      ['property', 'og:image:alt', `Swatches of the palette ${palette.name}`],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', palette.name],
      ['name', 'twitter:description', description],
      ['name', 'twitter:image', image],
    ],
  });
}
