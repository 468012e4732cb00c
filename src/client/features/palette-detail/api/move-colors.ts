import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '#client/lib/api-client.ts';
import { type TColor, type TColorPositionsRequest, ZColor } from '#common/schemas/color.ts';
import { applyMoves, type TMove, toPositionsRequest } from '../board/places';
import { paletteColorsQueryKey } from './get-palette-colors';

/** A move (one item) or a swap (two) in one request; answers the moved colors as they now are. */
export async function moveColors(items: TColorPositionsRequest): Promise<TColor[]> {
  return z.array(ZColor).parse(await apiJson('/api/colors/positions', { method: 'PUT', body: items }));
}

/**
 * Moves show at once (DESIGN: optimistic moves). While several are in flight, an earlier answer
 * would undo a later optimistic move on screen, so only the last one to settle writes the cache:
 * the server's moved colors on success, the snapshot on failure (or a refetch if others went on since).
 */
export function useMoveColors(paletteId: string) {
  const queryClient = useQueryClient();
  const queryKey = paletteColorsQueryKey(paletteId);
  const mutationKey = ['colors', 'move', paletteId];
  const isLast = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    mutationFn: (moves: TMove[]) => moveColors(toPositionsRequest(moves)),
    onMutate: async (moves) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TColor[]>(queryKey);
      queryClient.setQueryData<TColor[]>(queryKey, (colors) => colors && applyMoves(colors, moves));
      return { previous };
    },
    onSuccess: (moved) => {
      if (!isLast()) return;
      const now = new Map(moved.map((color) => [color.id, color]));
      queryClient.setQueryData<TColor[]>(queryKey, (colors) => colors?.map((color) => now.get(color.id) ?? color));
    },
    onError: (_error, _moves, context) => {
      if (isLast() && context?.previous) queryClient.setQueryData(queryKey, context.previous);
      else void queryClient.invalidateQueries({ queryKey });
    },
  });
}
