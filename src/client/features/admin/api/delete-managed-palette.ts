import { deletePalette } from '#client/features/palettes/api/delete-palette.ts';
import { useAdminMutation } from './admin-queries';

/**
 * DELETE /api/palettes/{id} from the panel (the fetcher is the library's; admins may delete any
 * palette, and a master takes its pushed copies along). Refreshes the admin lists as well.
 */
export function useDeleteManagedPalette() {
  return useAdminMutation(deletePalette);
}
