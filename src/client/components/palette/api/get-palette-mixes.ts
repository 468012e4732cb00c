import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TMix, ZMix } from '#common/schemas/mix.ts';

/** A palette's saved mixes (issue 29); through its share link with `share`. */
export async function getPaletteMixes(paletteId: string, options: QueryRequestOptions & { share: boolean }): Promise<TMix[]> {
  const { share, signal } = options;
  const query = share ? '?share=true' : '';
  return z.array(ZMix).parse(await apiJson(`/api/palettes/${encodeURIComponent(paletteId)}/mixes${query}`, { signal }));
}

/** Saving or deleting a mix updates or invalidates this key (both readings of the palette's mixes). */
export function paletteMixesQueryKey(paletteId: string) {
  return ['mixes', paletteId] as const;
}

export function paletteMixesQueryOptions(paletteId: string, options: { share: boolean }) {
  return queryOptions({
    queryKey: [...paletteMixesQueryKey(paletteId), options.share ? 'shared' : 'own'] as const,
    queryFn: ({ signal }) => getPaletteMixes(paletteId, { signal, share: options.share }),
  });
}

export function usePaletteMixes(paletteId: string, options: { share: boolean }) {
  return useQuery(paletteMixesQueryOptions(paletteId, options));
}
