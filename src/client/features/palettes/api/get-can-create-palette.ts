import { queryOptions } from '@tanstack/react-query';
import { ZCanCreatePalette } from '../../../../common/schemas/palette';
import { apiJson } from '../../../lib/api-client';

export async function getCanCreatePalette(userId: string): Promise<boolean> {
  return ZCanCreatePalette.parse(await apiJson(`/api/user/${encodeURIComponent(userId)}/can-create-palette`)).canCreate;
}

// Asked right before each create or duplicate (queryClient.fetchQuery), never answered from cache:
// a palette deleted a moment ago must free its slot.
export function canCreatePaletteQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user', userId, 'can-create-palette'],
    queryFn: () => getCanCreatePalette(userId),
    staleTime: 0,
  });
}
