import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInventoryItem } from '../../../../common/schemas/inventory';
import { apiFetch } from '../../../lib/api-client';
import { inventoryQueryKey, refreshInventory } from '../../ownership/api/get-inventory';

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
