import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { LIMITS } from '#common/constants.ts';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import type { TNotesStatus } from './use-notes-draft';

const STATUS_TEXT: Record<TNotesStatus, string> = {
  saved: DETAIL_TEXTS.autoSaved,
  editing: 'Editing…',
  saving: 'Saving…',
  failed: 'Not saved',
};

interface PaletteNotesProps {
  notes: string;
  status: TNotesStatus;
  /** Absent when the palette is read-only: the notes are shown, not edited. */
  onChange?: (notes: string) => void;
  onSave: () => void;
}

export function PaletteNotes({ notes, status, onChange, onSave }: PaletteNotesProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          Notes
        </h2>
        {onChange ? (
          <p role="status" className="text-sm text-ink-muted">
            {STATUS_TEXT[status]}
          </p>
        ) : null}
      </div>
      {onChange ? (
        <>
          <textarea
            id={id}
            aria-labelledby={`${id}-heading`}
            value={notes}
            rows={5}
            maxLength={LIMITS.paletteNotesMax}
            onChange={(event) => onChange(event.target.value)}
            className="block w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted"
            placeholder="Mixing recipes, paper, what to try next…"
          />
          <Button variant="secondary" onClick={onSave} disabled={status === 'saving'}>
            Save notes
          </Button>
        </>
      ) : (
        <p className="whitespace-pre-wrap text-ink-muted">{notes || 'No notes.'}</p>
      )}
    </section>
  );
}
