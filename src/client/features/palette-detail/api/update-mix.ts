import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paletteMixesQueryKey } from '#client/components/palette/api/get-palette-mixes.ts';
import { MIX_TEXTS } from '#client/components/palette/mix-texts.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { type TMix, type TUpdateMixRequest, ZMix } from '#common/schemas/mix.ts';

export async function updateMixNote(mixId: string, request: TUpdateMixRequest): Promise<TMix> {
  return ZMix.parse(await apiJson(`/api/mixes/${encodeURIComponent(mixId)}`, { method: 'PUT', body: request }));
}

/** Keeps a saved mix's note (issue 29) and puts it in the palette's Mixes list. */
export function useUpdateMixNote(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mix, notes }: { mix: TMix; notes: string }) => updateMixNote(mix.id, { notes }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<TMix[]>({ queryKey: paletteMixesQueryKey(paletteId) }, (mixes) =>
        mixes?.map((mix) => (mix.id === updated.id ? updated : mix)),
      );
    },
    onError: () => toast(MIX_TEXTS.noteFailed, 'destructive'),
  });
}
