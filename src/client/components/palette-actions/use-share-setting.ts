import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useUpdatePalette } from './api/update-palette';
import { SHARE_TEXTS } from './share-texts';

/** The palette's sharing settings: whether its link opens it, and whether the link shows its notes (issue 41). */
export type TShareSetting = 'shareEnabled' | 'shareNotes';

const FAILED = { shareEnabled: SHARE_TEXTS.linkSharingFailed, shareNotes: SHARE_TEXTS.notesSharingFailed } as const;

/**
 * One sharing setting and the switch that turns it. The new state shows at once (DESIGN:
 * optimistic toggles); the palette lists are refetched before the request settles, so the palette
 * given then holds the server's word, and a refusal simply flips back.
 */
export function useShareSetting(palette: TPalette, setting: TShareSetting) {
  const update = useUpdatePalette();
  const pending = update.isPending;
  const on = pending ? update.variables.update[setting] === true : palette[setting];

  function toggle() {
    if (pending) return;
    update.mutate(
      { id: palette.id, update: { [setting]: !on } },
      { onError: (error) => toast(withServerReason(FAILED[setting], error), 'destructive') },
    );
  }

  return { on, pending, toggle };
}
