import { apiJson } from '#client/lib/api-client.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';
import { useAdminMutation } from './admin-queries';

/** One of the admin's own palettes becomes a master; copies of masters cannot (409). */
export async function promotePalette(id: string): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/admin/promote-palette/${encodeURIComponent(id)}`, { method: 'POST' }));
}

export function usePromotePalette() {
  return useAdminMutation(promotePalette);
}
