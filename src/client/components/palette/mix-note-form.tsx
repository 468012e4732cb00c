import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { LIMITS } from '#common/constants.ts';
import type { TMix } from '#common/schemas/mix.ts';
import { MIX_TEXTS } from './mix-texts';

interface MixNoteFormProps {
  mix: TMix;
  /** Keeps the note (empty: none); resolves once kept, rejects when it could not be. */
  onSave: (mix: TMix, notes: string) => Promise<void>;
  /** Closes the form: kept, or given up. */
  onDone: () => void;
}

/** A saved mix's note, written in place: its own words for the recipe ('Barn shadow, north side'), seen only by those who may edit the palette. */
export function MixNoteForm({ mix, onSave, onDone }: MixNoteFormProps) {
  const [draft, setDraft] = useState(mix.notes ?? '');
  const [saving, setSaving] = useState(false);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        onSave(mix, draft).then(onDone, () => setSaving(false));
      }}
    >
      <TextAreaField
        label={MIX_TEXTS.note}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={LIMITS.mixNoteMax}
        // biome-ignore lint/a11y/noAutofocus: the form opens where the painter asked to write, in place of the button pressed.
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={saving}>
          {MIX_TEXTS.saveNote}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
