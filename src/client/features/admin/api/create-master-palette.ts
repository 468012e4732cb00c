import { apiJson } from '#client/lib/api-client.ts';
import type { TCreateMasterPaletteRequest } from '#common/schemas/admin.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';
import { useAdminMutation } from './admin-queries';

export async function createMasterPalette(request: TCreateMasterPaletteRequest): Promise<TPalette> {
  return ZPalette.parse(await apiJson('/api/admin/master-palettes', { method: 'POST', body: request }));
}

export function useCreateMasterPalette() {
  return useAdminMutation(createMasterPalette);
}
