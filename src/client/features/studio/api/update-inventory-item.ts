import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryQueryKey, refreshInventory, withItem } from '#client/components/ownership/api/get-inventory.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { type TInventoryItem, type TShoppingList, type TUpdateInventoryItemRequest, ZInventoryItem } from '#common/schemas/inventory.ts';
import { shoppingListQueryKey } from './get-shopping-list';

export async function updateInventoryItem({ id, update }: { id: string; update: TUpdateInventoryItemRequest }): Promise<TInventoryItem> {
  return ZInventoryItem.parse(await apiJson(`/api/inventory/${encodeURIComponent(id)}`, { method: 'PUT', body: update }));
}

/** What the server makes of an update, shown before it answers: 'Bought' is owned (at least one), full, and no longer wished for. */
export function applyUpdate(item: TInventoryItem, { bought, ...fields }: TUpdateInventoryItemRequest): TInventoryItem {
  const changed = { ...item, ...fields, note: fields.note === undefined ? item.note : fields.note || null };
  return bought ? { ...changed, count: Math.max(1, changed.count), level: 'full', wish: false } : changed;
}

/**
 * A change to an item (its level, count, form, wishlist flag or note) shows at once (DESIGN:
 * optimistic toggles). As with the board's moves, while several are in flight only the last to
 * settle writes the cache: its answer, or on failure the list as it was (a refetch if others went on).
 */
export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  const mutationKey = ['inventory', 'update'];
  const isLast = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    mutationFn: updateInventoryItem,
    onMutate: async ({ id, update }) => {
      await queryClient.cancelQueries({ queryKey: inventoryQueryKey });
      const previous = queryClient.getQueryData<TInventoryItem[]>(inventoryQueryKey);
      queryClient.setQueryData<TInventoryItem[]>(inventoryQueryKey, (items) =>
        items?.map((item) => (item.id === id ? applyUpdate(item, update) : item)),
      );
      return { previous };
    },
    onSuccess: (saved) => {
      if (isLast()) queryClient.setQueryData(inventoryQueryKey, withItem(saved));
      void refreshInventory(queryClient);
    },
    onError: async (_error, _change, context) => {
      if (isLast() && context?.previous) queryClient.setQueryData(inventoryQueryKey, context.previous);
      else await queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    },
  });
}

/** 'Bought' on the shopping list: the item is owned and full now, so it leaves the list as the server answers. */
export function useMarkBought() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TInventoryItem) => updateInventoryItem({ id: item.id, update: { bought: true } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<TShoppingList>(
        shoppingListQueryKey,
        (list) =>
          list && {
            ...list,
            groups: list.groups
              .map((group) => ({ ...group, items: group.items.filter((item) => item.id !== saved.id) }))
              .filter((group) => group.items.length > 0),
          },
      );
      queryClient.setQueryData(inventoryQueryKey, withItem(saved));
      void refreshInventory(queryClient);
    },
  });
}
