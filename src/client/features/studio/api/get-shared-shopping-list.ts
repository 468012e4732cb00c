import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOPPING_LIST_KEY } from '#client/components/ownership/api/get-inventory.ts';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TShoppingList, ZShoppingList } from '#common/schemas/inventory.ts';

/** Someone's shopping list through its read-only link (no session needed); 404 once the link is off. */
export async function getSharedShoppingList(token: string, { signal }: QueryRequestOptions = {}): Promise<TShoppingList> {
  return ZShoppingList.parse(await apiJson(`/api/shopping-list/shared/${encodeURIComponent(token)}`, { signal }));
}

export function sharedShoppingListQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...SHOPPING_LIST_KEY, 'shared', token],
    queryFn: ({ signal }) => getSharedShoppingList(token, { signal }),
  });
}

export function useSharedShoppingList(token: string) {
  return useQuery(sharedShoppingListQueryOptions(token));
}
