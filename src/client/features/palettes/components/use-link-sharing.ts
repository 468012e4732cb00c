import type { TPalette } from '../../../../common/schemas/palette';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdatePalette } from '../api/update-palette';
import { SHARE_TEXTS } from './share-texts';

/**
 * Whether the share link opens the palette, and the switch that turns it on or off. The new state
 * shows at once (DESIGN: optimistic toggles); the palette lists are refetched before the request
 * settles, so the palette given then holds the server's word, and a refusal simply flips back.
 */
export function useLinkSharing(palette: TPalette) {
  const update = useUpdatePalette();
  const pending = update.isPending;
  const on = pending ? update.variables.update.shareEnabled === true : palette.shareEnabled;

  function toggle() {
    if (pending) return;
    update.mutate(
      { id: palette.id, update: { shareEnabled: !on } },
      { onError: (error) => toast(withServerReason(SHARE_TEXTS.linkSharingFailed, error), 'destructive') },
    );
  }

  return { on, pending, toggle };
}
