import { LIMITS } from './constants';

/** '1 color', '7 colors': how every view counts a palette's colors, grid and working area alike. */
export function colorCountText(count: number): string {
  return count === 1 ? '1 color' : `${count} colors`;
}

/** The line under a palette's title, on screen and on paper: its medium and how many colors it holds. */
export function paletteSummary(medium: string, colorCount: number): string {
  return `${medium} · ${colorCountText(colorCount)}`;
}

const COPY_SUFFIX = ' (Copy)';

/**
 * The name of a palette's duplicate (spec §7) and of a copy made with 'Copy to my palettes' (issue
 * 27), told apart from the palette it came from: the name, then ' (Copy)'. A name too long for both
 * is cut, between two characters, and never the suffix.
 */
export function copyName(name: string): string {
  const room = LIMITS.paletteNameMax - COPY_SUFFIX.length;
  const base =
    name.length <= room
      ? name
      : name
          .slice(0, room)
          .replace(/[\uD800-\uDBFF]$/, '')
          .trimEnd();
  return base + COPY_SUFFIX;
}
