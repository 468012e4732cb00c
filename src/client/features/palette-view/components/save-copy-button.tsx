import { useNavigate } from 'react-router';
import { TEXTS } from '../../../../common/constants';
import type { TPalette } from '../../../../common/schemas/palette';
import type { TUser } from '../../../../common/schemas/user';
import { Button } from '../../../components/ui/button';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { copyFailureToast } from '../../palettes';
import { useCopyPalette } from '../../palettes/api/copy-palette';
import { PALETTE_VIEW_TEXTS } from '../palette-view-texts';

/**
 * Saves the shared palette as an independent palette of the signed-in user's own (the server
 * applies their quota), then opens it. `user` is null while the product user is still loading.
 */
export function SaveCopyButton({ palette, user }: { palette: TPalette; user: TUser | null }) {
  const copy = useCopyPalette();
  const navigate = useNavigate();

  function save() {
    if (!user) return;
    copy.mutate(
      { id: palette.id, userId: user.id },
      {
        onSuccess: (saved) => {
          toast(PALETTE_VIEW_TEXTS.copySaved(saved.name));
          void navigate(`/palettes/${saved.id}`);
        },
        // The spec names no text for other copy failures; the library's duplicate wording fits them.
        onError: (error) => toast(copyFailureToast(error, withServerReason(TEXTS.palettes.duplicateFailed, error)), 'destructive'),
      },
    );
  }

  return (
    <Button disabled={!user || copy.isPending} aria-busy={copy.isPending || undefined} onClick={save}>
      {copy.isPending ? PALETTE_VIEW_TEXTS.savingCopy : PALETTE_VIEW_TEXTS.saveCopy}
    </Button>
  );
}
