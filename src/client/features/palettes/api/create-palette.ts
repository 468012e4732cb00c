import { apiJson } from '#client/lib/api-client.ts';
import { type TCreatePaletteRequest, type TPalette, ZPalette } from '#common/schemas/palette.ts';
import { usePaletteMutation } from './palette-lists';

export async function createPalette(request: TCreatePaletteRequest): Promise<TPalette> {
  return ZPalette.parse(await apiJson('/api/palettes', { method: 'POST', body: request }));
}

export function useCreatePalette() {
  return usePaletteMutation(createPalette);
}
