// The catalogue's texts beyond the spec's catalogue of texts.
export const PAINT_TEXTS = {
  noPaintMatches: 'No paint in the catalogue matches. Keep typing, or save the color under the name you typed.',
} as const;
