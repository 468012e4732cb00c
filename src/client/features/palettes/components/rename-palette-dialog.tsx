import { TEXTS } from '../../../../common/constants';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useUpdatePalette } from '../api/update-palette';
import type { PaletteDialogProps } from './palette-dialog-props';
import { RenamePaletteForm } from './rename-palette-form';

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
        <RenamePaletteForm
          currentName={palette.name}
          pending={update.isPending}
          unchanged="disable"
          onRename={(name) => name && rename(name)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
