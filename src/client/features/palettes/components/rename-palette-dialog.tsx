import { useState } from 'react';
import { TEXTS } from '../../../../common/constants';
import type { TPalette } from '../../../../common/schemas/palette';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useUpdatePalette } from '../api/update-palette';
import { DialogActions } from '../../../components/ui/dialog-actions';
import type { PaletteDialogProps } from './palette-dialog-props';

export function RenamePaletteDialog({ palette, open, onOpenChange, onCloseAutoFocus }: PaletteDialogProps) {
  const update = useUpdatePalette();

  function rename(name: string) {
    update.mutate(
      { id: palette.id, update: { name } },
      {
        onSuccess: () => {
          toast(TEXTS.palettes.renamed);
          onOpenChange(false);
        },
        onError: () => toast(TEXTS.palettes.renameFailed, 'destructive'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent title="Rename palette" closable={!update.isPending} onCloseAutoFocus={onCloseAutoFocus}>
        <RenameForm palette={palette} pending={update.isPending} onRename={rename} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface RenameFormProps {
  palette: TPalette;
  pending: boolean;
  onRename: (name: string) => void;
  onCancel: () => void;
}

/** Mounted with the dialog's content, so each opening starts from the palette's current name. */
function RenameForm({ palette, pending, onRename, onCancel }: RenameFormProps) {
  const [name, setName] = useState(palette.name);
  const trimmed = name.trim();
  // Spec §5: a trimmed, non-empty name that differs from the current one; otherwise nothing to do.
  const canRename = trimmed !== '' && trimmed !== palette.name && !pending;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (canRename) onRename(trimmed);
      }}
    >
      <TextField
        label="Name"
        value={name}
        autoFocus
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <DialogActions pending={pending} confirmLabel="Rename" canConfirm={canRename} onCancel={onCancel} />
    </form>
  );
}
