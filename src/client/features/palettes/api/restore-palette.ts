import { apiJson } from '#client/lib/api-client.ts';
import { usePaletteMutation } from '#client/lib/palette-lists.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

/** Puts a copy of a master back to the master's current content; the user's changes are lost. */
export async function restorePalette(id: string): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}/restore`, { method: 'POST' }));
}

export function useRestorePalette() {
  return usePaletteMutation(restorePalette);
}
