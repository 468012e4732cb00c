import { apiJson } from '#client/lib/api-client.ts';
import { usePaletteMutation } from '#client/lib/palette-lists.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

/** A personal, editable copy of a curated master; the server allows one per user (409 after that). */
export async function copyPalette({ id, userId }: { id: string; userId: string }): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/copy/${encodeURIComponent(id)}`, { method: 'POST', body: { userId } }));
}

export function useCopyPalette() {
  return usePaletteMutation(copyPalette);
}
