import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TUser } from '#common/schemas/user.ts';
import { canCreatePaletteQueryOptions } from './api/get-can-create-palette';

/**
 * Asks the server whether one more palette fits the user's quota before creating or duplicating,
 * and says so (spec §8's free-limit text with the user's own quota) when it does not. A failed
 * question throws, so the caller reports it as its own failure.
 */
export function useQuotaCheck(): (user: TUser) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: TUser) => {
      const canCreate = await queryClient.fetchQuery(canCreatePaletteQueryOptions(user.id));
      if (!canCreate) showFreeLimit(user);
      return canCreate;
    },
    [queryClient],
  );
}

export function showFreeLimit(user: TUser): void {
  toast(TEXTS.palettes.freeLimit(user.maxPalettes), 'destructive');
}
