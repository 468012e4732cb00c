import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryQueryKey, refreshInventory, withItem } from '#client/components/ownership/api/get-inventory.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';
import { type TAddInventoryResult, type TCreateInventoryItemRequest, ZAddInventoryResult } from '#common/schemas/inventory.ts';

/** A catalogue paint or a paint by hand into the studio; a paint held already in that form has its count raised. */
export async function addInventoryItem(request: TCreateInventoryItemRequest): Promise<TAddInventoryResult> {
  return ZAddInventoryResult.parse(await apiJson('/api/inventory', { method: 'POST', body: request }));
}

/** The server's 409 before a second paint of a single pigment the person owns: its message names the one they have. */
export function isDuplicatePigment(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'DUPLICATE_PIGMENT';
}

export function useAddInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventoryItem,
    onSuccess: ({ item }) => {
      queryClient.setQueryData(inventoryQueryKey, withItem(item));
      void refreshInventory(queryClient);
    },
  });
}
