import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import type { TColor } from '#common/schemas/color.ts';
import { type TPaletteOwnership, ZPaletteOwnership } from '#common/schemas/inventory.ts';
import { INVENTORY_KEY } from './get-inventory';

/**
 * Issue 28: which of a palette's colors the signed-in caller owns, and how many of how many;
 * `share` when the caller reads the palette through its share link.
 */
export async function getPaletteOwnership(
  paletteId: string,
  share: boolean,
  { signal }: QueryRequestOptions = {},
): Promise<TPaletteOwnership> {
  const path = `/api/palettes/${encodeURIComponent(paletteId)}/ownership${share ? '?share=true' : ''}`;
  return ZPaletteOwnership.parse(await apiJson(path, { signal }));
}

/** What of a palette's colors decides what the person owns of it: which paints they are. */
type TColorPaint = Pick<TColor, 'id' | 'cataloguePaintId' | 'paintName' | 'manufacturer'>;

/**
 * Under the inventory's key, so whatever changes the person's paints (here, or in the studio)
 * refreshes what every palette says they own (refreshInventory); and keyed by the palette's paints,
 * so a color added, changed, removed or imported (by anyone, once the colors are read again) asks
 * again by itself, while the last answer stays shown. Asked only for a signed-in viewer
 * (`viewerId`), whose paints they are; a visitor of a share link asks nothing.
 */
export function usePaletteOwnership(options: {
  paletteId: string;
  colors: readonly TColorPaint[];
  viewerId: string | null;
  share?: boolean;
}) {
  const { paletteId, colors, viewerId, share = false } = options;
  const paints = colors.map((color) => [color.id, color.cataloguePaintId, color.paintName, color.manufacturer]);
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'ownership', paletteId, viewerId, share, paints],
    queryFn: viewerId ? ({ signal }) => getPaletteOwnership(paletteId, share, { signal }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
