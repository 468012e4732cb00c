import { useNavigate } from 'react-router';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { useCopyPalette } from './api/copy-palette';
import { copyFailureToast, isQuotaExceeded } from './palette-errors';
import { showFreeLimit } from './use-quota-check';

/**
 * 'Copy to my palettes' wherever a copy is offered: a library card, a curated palette's page, a
 * shared palette. It says the copy is saved, and with `open` opens it. A refusal at the palette
 * quota is said in the spec's free-limit words (issue 27: it is the quota, not a copy limit); an
 * existing copy or an ended session as spec §8 says; anything else with the server's reason.
 * `user` is null while the product user is still loading: nothing is copied then.
 */
export function useCopyToMine(user: TUser | null) {
  const mutation = useCopyPalette();
  const navigate = useNavigate();

  async function copy(palette: TPalette, { open }: { open: boolean }): Promise<void> {
    if (!user) return;
    try {
      const saved = await mutation.mutateAsync({ id: palette.id, userId: user.id });
      toast(TEXTS.palettes.copySaved(saved.name));
      if (open) void navigate(`/palettes/${saved.id}`);
    } catch (error) {
      if (isQuotaExceeded(error)) showFreeLimit(user);
      else toast(copyFailureToast(error, withServerReason(TEXTS.palettes.duplicateFailed, error)), 'destructive');
    }
  }

  return { copy, pending: mutation.isPending };
}
