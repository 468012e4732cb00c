import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { type TColor, type TCreateColorRequest, ZColor } from '#common/schemas/color.ts';
import { applyToPaletteColors, withSavedColor } from './update-color';

export async function createColor(request: TCreateColorRequest): Promise<TColor> {
  return ZColor.parse(await apiJson('/api/colors', { method: 'POST', body: request }));
}

export function useCreateColor(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createColor,
    onSuccess: (color) => applyToPaletteColors(queryClient, paletteId, withSavedColor(color)),
  });
}
