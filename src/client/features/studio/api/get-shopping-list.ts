import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOPPING_LIST_KEY } from '#client/components/ownership/api/get-inventory.ts';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TShoppingList, ZShoppingList } from '#common/schemas/inventory.ts';

/** The caller's shopping list: wishlist items and paints running low or out, grouped by maker, and its share link's state. */
export async function getShoppingList({ signal }: QueryRequestOptions = {}): Promise<TShoppingList> {
  return ZShoppingList.parse(await apiJson('/api/shopping-list', { signal }));
}

export const shoppingListQueryKey = [...SHOPPING_LIST_KEY, 'mine'] as const;

export const shoppingListQueryOptions = queryOptions({
  queryKey: shoppingListQueryKey,
  queryFn: ({ signal }) => getShoppingList({ signal }),
});

export function useShoppingList() {
  return useQuery(shoppingListQueryOptions);
}
