import { colorMediumOfPalette, type TColorMedium } from './constants';

/**
 * Issue 42: how a painter lightens a paint of a medium. A watercolour is thinned with water over
 * white paper (its wash strip); a gouache is opaque and is mixed with white paint (its tint strip).
 * The one place that decides it: the mixing preview, the saved mixes, "Match a colour" and the PDF
 * chart all ask here. Oil and acrylic are lightened with white too, but show no strip yet: adding
 * them to the table is all it takes.
 */
export type TLightening = 'water' | 'white';

const LIGHTENING_OF: Readonly<Partial<Record<TColorMedium, TLightening>>> = { Watercolor: 'water', Gouache: 'white' };

/** How a medium (a palette's, 'Oil Paint' included, or a color's) is lightened; null where no strip is shown. */
export function lighteningOf(medium: string | null | undefined): TLightening | null {
  const known = colorMediumOfPalette(medium);
  return (known && LIGHTENING_OF[known]) ?? null;
}
