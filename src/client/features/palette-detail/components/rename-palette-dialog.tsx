import { TEXTS } from '../../../../common/constants';
import type { TPalette } from '../../../../common/schemas/palette';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { RenamePaletteForm } from '../../palettes';
import { useUpdatePaletteDetail } from '../api/update-palette';

interface RenamePaletteDialogProps {
  palette: TPalette;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Admin mode's rename (spec §5): a blank or unchanged name is not an error here, the dialog just closes. */
export function RenamePaletteDialog({ palette, open, onOpenChange }: RenamePaletteDialogProps) {
  const update = useUpdatePaletteDetail(palette.id);

  function rename(name: string | null) {
    if (name === null) {
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
        <RenamePaletteForm
          currentName={palette.name}
          pending={update.isPending}
          unchanged="close"
          onRename={rename}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
