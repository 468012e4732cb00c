import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { PALETTE_LIST_KEYS } from '#client/lib/query-keys.ts';
import { type TInventoryItem, ZInventoryItem } from '#common/schemas/inventory.ts';

/** The caller's paints, owned or wanted (issue 28), by name. */
export async function getInventory({ signal }: QueryRequestOptions = {}): Promise<TInventoryItem[]> {
  return z.array(ZInventoryItem).parse(await apiJson('/api/inventory', { signal }));
}

/**
 * The studio's shopping list (studio/api/get-shopping-list.ts) is made from the inventory, so a
 * change to the inventory refreshes it: its key lives here, below both.
 */
export const SHOPPING_LIST_KEY = ['shopping-list'] as const;

/** Everything read from the person's inventory lives under this key. */
export const INVENTORY_KEY = ['inventory'] as const;
export const inventoryQueryKey = [...INVENTORY_KEY, 'items'] as const;

export const inventoryQueryOptions = queryOptions({ queryKey: inventoryQueryKey, queryFn: ({ signal }) => getInventory({ signal }) });

export function useInventory() {
  return useQuery(inventoryQueryOptions);
}

/** An item's new state in the cached list: replaced where it is, added where it is not. */
export function withItem(saved: TInventoryItem): (items: TInventoryItem[] | undefined) => TInventoryItem[] | undefined {
  return (items) =>
    items && (items.some((item) => item.id === saved.id) ? items.map((item) => (item.id === saved.id ? saved : item)) : [...items, saved]);
}

/**
 * After a change to the inventory: what is read from it (anything kept under INVENTORY_KEY, such as
 * a palette's ownership), the shopping list made from it and the curated cards' counts ('You own 7
 * of 12') are asked for again when next shown.
 * The list itself only with `listToo`: a single item's change is written into it from the answer.
 */
export async function refreshInventory(queryClient: QueryClient, { listToo = false } = {}): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: INVENTORY_KEY,
      predicate: listToo ? undefined : (query) => query.queryKey[1] !== inventoryQueryKey[1],
    }),
    queryClient.invalidateQueries({ queryKey: SHOPPING_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: PALETTE_LIST_KEYS.curated }),
  ]);
}
