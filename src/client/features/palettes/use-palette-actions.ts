import { useToggleFavorite } from '#client/components/palette-actions/api/update-palette.ts';
import { copyFailureToast } from '#client/components/palette-actions/palette-errors.ts';
import { useCopyToMine } from '#client/components/palette-actions/use-copy-to-mine.ts';
import { useQuotaCheck } from '#client/components/palette-actions/use-quota-check.ts';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { focusMainContent } from '#client/lib/main-content.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { useDeletePalette } from './api/delete-palette';
import { useDuplicatePalette } from './api/duplicate-palette';
import { useRestorePalette } from './api/restore-palette';

/** The card menu's one-click actions, each with the spec's confirmation and toasts (§5, §8). */
export function usePaletteActions(palette: TPalette, user: TUser) {
  const checkQuota = useQuotaCheck();
  const duplicateMutation = useDuplicatePalette();
  const deleteMutation = useDeletePalette();
  const restoreMutation = useRestorePalette();
  const copyToMine = useCopyToMine(user);
  const favoriteMutation = useToggleFavorite();
  const confirm = useConfirm();

  async function duplicate() {
    try {
      if (!(await checkQuota(user))) return;
      await duplicateMutation.mutateAsync(palette.id);
    } catch (error) {
      toast(copyFailureToast(error, TEXTS.palettes.duplicateFailed), 'destructive');
    }
  }

  async function remove() {
    if (!(await confirm({ question: TEXTS.palettes.confirmDelete, confirmLabel: TEXTS.palettes.deleteLabel, destructive: true }))) return;
    deleteMutation.mutate(palette.id, {
      // The card, and the menu button that had focus, are gone: focus waits on the main content.
      onSuccess: focusMainContent,
      onError: () => toast(TEXTS.palettes.deleteFailed, 'destructive'),
    });
  }

  async function restore() {
    if (!(await confirm({ question: TEXTS.palettes.confirmRestore, confirmLabel: TEXTS.palettes.restoreLabel, destructive: true }))) return;
    restoreMutation.mutate(palette.id, {
      onSuccess: () => toast(TEXTS.palettes.resetToOriginal),
      onError: () => toast(TEXTS.palettes.restoreFailed, 'destructive'),
    });
  }

  function toggleFavorite() {
    // Optimistic: a refusal simply flips the star back (see useToggleFavorite).
    favoriteMutation.mutate({ id: palette.id, isFavorite: !palette.isFavorite });
  }

  return {
    duplicate: () => void duplicate(),
    remove: () => void remove(),
    restore: () => void restore(),
    // The copy's card shows up in My palettes; the library stays in sight.
    copyToMine: () => void copyToMine.copy(palette, { open: false }),
    toggleFavorite,
  };
}
