import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paletteMixesQueryKey } from '#client/components/palette/api/get-palette-mixes.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { ToastText } from '#common/constants.ts';
import { type TMix, type TSaveMixRequest, ZMix } from '#common/schemas/mix.ts';

const SAVE_MIX_TEXTS = {
  saved: { title: 'Recipe saved', description: 'It is under Mixes on this palette.' },
  failed: { title: 'Could not save the recipe', description: 'Please try again.' },
} as const satisfies Record<string, ToastText>;

export async function saveMix(paletteId: string, request: TSaveMixRequest): Promise<TMix> {
  return ZMix.parse(await apiJson(`/api/palettes/${encodeURIComponent(paletteId)}/mixes`, { method: 'POST', body: request }));
}

/** Saves a recipe from "Match a colour" on the palette (issue 29); its Mixes list is read again. */
export function useSaveMix(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSaveMixRequest) => saveMix(paletteId, request),
    onSuccess: async () => {
      toast(SAVE_MIX_TEXTS.saved);
      await queryClient.invalidateQueries({ queryKey: paletteMixesQueryKey(paletteId) });
    },
    onError: () => toast(SAVE_MIX_TEXTS.failed, 'destructive'),
  });
}
