import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TTag, ZTag } from '#common/schemas/tag.ts';

export async function getUserTags(userId: string, { signal }: QueryRequestOptions = {}): Promise<TTag[]> {
  return z.array(ZTag).parse(await apiJson(`/api/tags/user/${encodeURIComponent(userId)}`, { signal }));
}

export function userTagsQueryKey(userId: string | null) {
  return ['tags', 'user', userId] as const;
}

export function userTagsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: userTagsQueryKey(userId),
    queryFn: userId ? ({ signal }) => getUserTags(userId, { signal }) : skipToken,
  });
}

/** The signed-in painter's own tags, to pick from; nothing is asked while nobody is known. */
export function useUserTags(userId: string | null) {
  return useQuery(userTagsQueryOptions(userId));
}
