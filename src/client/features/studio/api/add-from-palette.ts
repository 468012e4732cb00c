import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZFromPaletteRequest } from '../../../../common/schemas/inventory';
import { ZFromPaletteResult } from '../../../../common/schemas/inventory';
import { apiJson } from '../../../lib/api-client';
import { refreshInventory } from './get-inventory';

export type TFromPalette = z.input<typeof ZFromPaletteRequest>['as'];
export type TFromPaletteResult = z.infer<typeof ZFromPaletteResult>;

/**
 * A palette's paints the person does not hold yet into their studio: 'owned' ("I own these", one
 * of each) or 'wish' (on the shopping list: "Add the missing paints to my shopping list").
 */
export async function addFromPalette({ paletteId, as }: { paletteId: string; as: TFromPalette }): Promise<TFromPaletteResult> {
  const path = `/api/inventory/from-palette/${encodeURIComponent(paletteId)}`;
  return ZFromPaletteResult.parse(await apiJson(path, { method: 'POST', body: { as } }));
}

export function useAddFromPalette() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addFromPalette, onSuccess: () => refreshInventory(queryClient, { listToo: true }) });
}
