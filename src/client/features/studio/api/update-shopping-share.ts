import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { type TShoppingList, ZShoppingList } from '#common/schemas/inventory.ts';
import { shoppingListQueryKey } from './get-shopping-list';

/** The list's read-only link on (a new token) or off (the old link stops working). */
export async function updateShoppingShare(enabled: boolean): Promise<TShoppingList> {
  return ZShoppingList.parse(await apiJson('/api/shopping-list/share', { method: 'PUT', body: { enabled } }));
}

export function useUpdateShoppingShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShoppingShare,
    onSuccess: (list) => queryClient.setQueryData(shoppingListQueryKey, list),
  });
}
