import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ZFromPaletteRequest, ZFromPaletteResult } from '../../../../common/schemas/inventory';
import { apiJson } from '../../../lib/api-client';
import { PALETTE_LIST_KEYS } from '../../palettes/api/palette-lists';
import { INVENTORY_QUERY_ROOT } from './get-palette-ownership';

export type TFromPaletteAs = z.infer<typeof ZFromPaletteRequest>['as'];
export type TFromPaletteResult = z.infer<typeof ZFromPaletteResult>;

/** The shopping list's queries, which a paint added to the wishlist joins. */
const SHOPPING_LIST_QUERY_ROOT = ['shopping-list'] as const;

/**
 * 'I own these' (as: 'owned') or 'Add the missing paints to my shopping list' (as: 'wish'): the
 * palette's colors not yet in the person's studio become items there.
 */
export async function addFromPalette(paletteId: string, as: TFromPaletteAs): Promise<TFromPaletteResult> {
  const path = `/api/inventory/from-palette/${encodeURIComponent(paletteId)}`;
  return ZFromPaletteResult.parse(await apiJson(path, { method: 'POST', body: { as } }));
}

/**
 * After it, every palette's ownership and the studio's lists are asked again, and so are the
 * curated cards' counts ('You own 7 of 12').
 */
export function useAddFromPalette(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (as: TFromPaletteAs) => addFromPalette(paletteId, as),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: SHOPPING_LIST_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PALETTE_LIST_KEYS.curated }),
      ]),
  });
}
