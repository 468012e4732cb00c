import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paletteMixesQueryKey } from '#client/components/palette/api/get-palette-mixes.ts';
import { MIX_TEXTS } from '#client/components/palette/mix-texts.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { TMix } from '#common/schemas/mix.ts';

export async function deleteMix(mixId: string): Promise<void> {
  await apiFetch(`/api/mixes/${encodeURIComponent(mixId)}`, { method: 'DELETE' });
}

/** Deletes a saved mix (the screen asks first) and takes it off the palette's Mixes list. */
export function useDeleteMix(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mix: TMix) => deleteMix(mix.id),
    onSuccess: (_result, removed) => {
      queryClient.setQueriesData<TMix[]>({ queryKey: paletteMixesQueryKey(paletteId) }, (mixes) =>
        mixes?.filter((mix) => mix.id !== removed.id),
      );
      toast(MIX_TEXTS.removed);
    },
    onError: () => toast(MIX_TEXTS.removeFailed, 'destructive'),
  });
}
