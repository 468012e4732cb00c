import { queryOptions } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { ZCanCreatePalette } from '#common/schemas/palette.ts';

export async function getCanCreatePalette(userId: string, { signal }: QueryRequestOptions = {}): Promise<boolean> {
  return ZCanCreatePalette.parse(await apiJson(`/api/user/${encodeURIComponent(userId)}/can-create-palette`, { signal })).canCreate;
}

// Asked right before each create or duplicate (queryClient.fetchQuery), never answered from cache:
// a palette deleted a moment ago must free its slot.
export function canCreatePaletteQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user', userId, 'can-create-palette'],
    queryFn: ({ signal }) => getCanCreatePalette(userId, { signal }),
    staleTime: 0,
  });
}
