import { apiJson } from '#client/lib/api-client.ts';
import { usePaletteMutation } from '#client/lib/palette-lists.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

/** The server copies name + ' (Copy)', colors, tags and notes in one transaction (decision 006). */
export async function duplicatePalette(id: string): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }));
}

export function useDuplicatePalette() {
  return usePaletteMutation(duplicatePalette);
}
