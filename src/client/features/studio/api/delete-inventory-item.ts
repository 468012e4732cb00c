import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryQueryKey, refreshInventory } from '#client/components/ownership/api/get-inventory.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';

export async function deleteInventoryItem(id: string): Promise<void> {
  await apiFetch(`/api/inventory/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes an item for good (the screen asks first). */
export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TInventoryItem[]>(inventoryQueryKey, (items) => items?.filter((item) => item.id !== id));
      void refreshInventory(queryClient);
    },
  });
}
