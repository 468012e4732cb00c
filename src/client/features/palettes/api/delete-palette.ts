import { apiFetch } from '#client/lib/api-client.ts';
import { usePaletteMutation } from '#client/lib/palette-lists.ts';

export async function deletePalette(id: string): Promise<void> {
  await apiFetch(`/api/palettes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePalette() {
  return usePaletteMutation(deletePalette);
}
