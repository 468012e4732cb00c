import type { TPalette } from '../../../../common/schemas/palette';
import type { TUser } from '../../../../common/schemas/user';
import { Button } from '../../../components/ui/button';
import { useCopyToMine } from '../../palettes';
import { PALETTE_VIEW_TEXTS } from '../palette-view-texts';

/**
 * Saves the shared palette as an independent palette of the signed-in user's own (the server
 * applies their quota), then opens it. `user` is null while the product user is still loading.
 */
export function SaveCopyButton({ palette, user }: { palette: TPalette; user: TUser | null }) {
  const { copy, pending } = useCopyToMine(user);
  return (
    <Button disabled={!user || pending} aria-busy={pending || undefined} onClick={() => void copy(palette, { open: true })}>
      {pending ? PALETTE_VIEW_TEXTS.savingCopy : PALETTE_VIEW_TEXTS.saveCopy}
    </Button>
  );
}
