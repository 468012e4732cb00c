import { useState } from 'react';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';

interface RenamePaletteFormProps {
  currentName: string;
  pending: boolean;
  /**
   * Spec §5: a blank or unchanged name disables the button in the library's dialog ('disable'),
   * while in the palette detail it just closes the dialog ('close', reported as null).
   */
  unchanged: 'disable' | 'close';
  onRename: (trimmedName: string | null) => void;
  onCancel: () => void;
}

/** Mounted with the dialog's content, so each opening starts from the palette's current name. */
export function RenamePaletteForm({ currentName, pending, unchanged, onRename, onCancel }: RenamePaletteFormProps) {
  const [name, setName] = useState(currentName);
  const trimmed = name.trim();
  const changed = trimmed !== '' && trimmed !== currentName;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onRename(trimmed);
        else if (unchanged === 'close') onRename(null);
      }}
    >
      <TextField label="Name" value={name} autoFocus autoComplete="off" onChange={(event) => setName(event.target.value)} />
      <DialogActions
        pending={pending}
        confirmLabel="Rename"
        canConfirm={!pending && (changed || unchanged === 'close')}
        onCancel={onCancel}
      />
    </form>
  );
}
