import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TTag, ZTag } from '#common/schemas/tag.ts';

export async function getColorTags(colorId: string, { signal }: QueryRequestOptions = {}): Promise<TTag[]> {
  return z.array(ZTag).parse(await apiJson(`/api/colors/${encodeURIComponent(colorId)}/tags`, { signal }));
}

export function colorTagsQueryKey(colorId: string | null) {
  return ['colors', colorId, 'tags'] as const;
}

export function colorTagsQueryOptions(colorId: string | null) {
  return queryOptions({
    queryKey: colorTagsQueryKey(colorId),
    queryFn: colorId ? ({ signal }) => getColorTags(colorId, { signal }) : skipToken,
  });
}

/** The tags on one color; nothing is asked for a color that does not exist yet (null). */
export function useColorTags(colorId: string | null) {
  return useQuery(colorTagsQueryOptions(colorId));
}
