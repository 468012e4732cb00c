import { useState } from 'react';
import { TEXTS } from '../../../../common/constants';
import type { TPalette } from '../../../../common/schemas/palette';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DialogActions } from '../../../components/ui/dialog-actions';

interface RenamePaletteDialogProps {
  palette: TPalette;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Admin mode's rename (spec §5): a blank or unchanged name is not an error here, the dialog just closes. */
export function RenamePaletteDialog({ palette, open, onOpenChange }: RenamePaletteDialogProps) {
  const update = useUpdatePaletteDetail(palette.id);

  function rename(name: string) {
    if (name === '' || name === palette.name) {
      onOpenChange(false);
      return;
    }
    update.mutate(
      { name },
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
      <DialogContent title="Rename palette" closable={!update.isPending}>
        <RenameForm initialName={palette.name} pending={update.isPending} onRename={rename} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface RenameFormProps {
  initialName: string;
  pending: boolean;
  onRename: (trimmedName: string) => void;
  onCancel: () => void;
}

/** Mounted with the dialog's content, so each opening starts from the palette's current name. */
function RenameForm({ initialName, pending, onRename, onCancel }: RenameFormProps) {
  const [name, setName] = useState(initialName);
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onRename(name.trim());
      }}
    >
      <TextField label="Name" value={name} autoFocus autoComplete="off" onChange={(event) => setName(event.target.value)} />
      <DialogActions confirmLabel="Rename" pending={pending} onCancel={onCancel} />
    </form>
  );
}
