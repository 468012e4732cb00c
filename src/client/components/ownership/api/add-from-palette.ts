import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '#client/lib/api-client.ts';
import { type ZFromPaletteRequest, ZFromPaletteResult } from '#common/schemas/inventory.ts';
import { refreshInventory } from './get-inventory';

export type TFromPaletteAs = z.infer<typeof ZFromPaletteRequest>['as'];
export type TFromPaletteResult = z.infer<typeof ZFromPaletteResult>;

/**
 * 'I own these' (as: 'owned') or 'Add the missing paints to my shopping list' (as: 'wish'): the
 * palette's colors not yet in the person's studio become items there.
 */
export async function addFromPalette(paletteId: string, as: TFromPaletteAs): Promise<TFromPaletteResult> {
  const path = `/api/inventory/from-palette/${encodeURIComponent(paletteId)}`;
  return ZFromPaletteResult.parse(await apiJson(path, { method: 'POST', body: { as } }));
}

/** After it, every palette's ownership, the studio's lists and the curated cards' counts are asked again. */
export function useAddFromPalette(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (as: TFromPaletteAs) => addFromPalette(paletteId, as),
    onSuccess: () => refreshInventory(queryClient, { listToo: true }),
  });
}
