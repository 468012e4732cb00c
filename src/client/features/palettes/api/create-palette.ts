import { apiJson } from '#client/lib/api-client.ts';
import { usePaletteMutation } from '#client/lib/palette-lists.ts';
import { type TCreatePaletteRequest, type TPalette, ZPalette } from '#common/schemas/palette.ts';

export async function createPalette(request: TCreatePaletteRequest): Promise<TPalette> {
  return ZPalette.parse(await apiJson('/api/palettes', { method: 'POST', body: request }));
}

export function useCreatePalette() {
  return usePaletteMutation(createPalette);
}
