import type { TCreateMasterPaletteRequest } from '../../../../common/schemas/admin';
import { type TPalette, ZPalette } from '../../../../common/schemas/palette';
import { apiJson } from '../../../lib/api-client';
import { useAdminMutation } from './admin-queries';

export async function createMasterPalette(request: TCreateMasterPaletteRequest): Promise<TPalette> {
  return ZPalette.parse(await apiJson('/api/admin/master-palettes', { method: 'POST', body: request }));
}

export function useCreateMasterPalette() {
  return useAdminMutation(createMasterPalette);
}
