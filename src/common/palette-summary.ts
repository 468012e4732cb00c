/** '1 color', '7 colors': how every view counts a palette's colors, grid and working area alike. */
export function colorCountText(count: number): string {
  return count === 1 ? '1 color' : `${count} colors`;
}

/** The line under a palette's title, on screen and on paper: its medium and how many colors it holds. */
export function paletteSummary(medium: string, colorCount: number): string {
  return `${medium} · ${colorCountText(colorCount)}`;
}
