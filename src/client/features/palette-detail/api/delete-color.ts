import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { ToastText } from '#common/constants.ts';
import { applyToPaletteColors } from './update-color';

// The spec names the success toast only; the failure text is ours (a candidate for TEXTS).
const DELETE_COLOR_TEXTS = {
  removed: { title: 'Color removed' },
  failed: { title: 'Failed to remove color', description: 'Please try again.' },
} as const satisfies Record<string, ToastText>;

export async function deleteColor(colorId: string): Promise<void> {
  await apiFetch(`/api/colors/${encodeURIComponent(colorId)}`, { method: 'DELETE' });
}

/** Removes a color by id (the screen asks for confirmation first) and says how it went. */
export function useDeleteColor(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColor,
    onSuccess: (_result, colorId) => {
      applyToPaletteColors(queryClient, paletteId, (colors) => colors.filter((color) => color.id !== colorId));
      toast(DELETE_COLOR_TEXTS.removed);
    },
    onError: () => toast(DELETE_COLOR_TEXTS.failed, 'destructive'),
  });
}
