import { useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DETAIL_TEXTS } from '../palette-detail-texts';

// Spec §2 'Auto-saved': notes save this long after typing stops.
const AUTO_SAVE_DELAY_MS = 1000;

export type TNotesStatus = 'saved' | 'editing' | 'saving' | 'failed';

/**
 * The notes being typed, saved ~1 s after typing stops, or at once by Save. The draft is null
 * once it matches what the server holds, so a reset to the original shows the original's notes.
 */
export function useNotesDraft(palette: TPalette) {
  const update = useUpdatePaletteDetail(palette.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  function save(notes: string, announce: boolean) {
    update.mutateAsync({ notes }).then(
      () => {
        setFailed(false);
        setDraft((current) => (current === notes ? null : current));
        if (announce) toast(DETAIL_TEXTS.changesSaved);
      },
      () => {
        setFailed(true);
        toast(DETAIL_TEXTS.updateFailed, 'destructive');
      },
    );
  }
  const autoSave = useDebouncedCallback((notes: string) => save(notes, false), AUTO_SAVE_DELAY_MS);

  const notes = draft ?? palette.notes ?? '';
  let status: TNotesStatus = 'saved';
  if (update.isPending) status = 'saving';
  else if (failed) status = 'failed';
  else if (draft !== null) status = 'editing';

  return {
    notes,
    status,
    change(next: string) {
      setDraft(next);
      autoSave.schedule(next);
    },
    /** Save and Save notes: whatever is typed, now, with the spec's 'Changes saved'. */
    saveNow() {
      autoSave.cancel();
      save(notes, true);
    },
  };
}
