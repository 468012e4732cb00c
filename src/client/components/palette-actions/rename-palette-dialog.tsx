import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { RenamePaletteForm } from './rename-palette-form';

interface RenamePaletteDialogProps {
  palette: TPalette;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes (the library card's menu button). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Spec §5: the library's dialog disables its button for a blank or unchanged name ('disable');
   * admin mode's closes without saving ('close').
   */
  unchanged: 'disable' | 'close';
  /** The caller's update of the name is under way. */
  pending: boolean;
  /** Saves the name through the caller's mutation (the library's list or the palette's page). */
  save: (name: string, outcome: { onSuccess: () => void; onError: () => void }) => void;
}

/** Renames a palette: the library card's dialog and admin mode's on the palette's page. */
export function RenamePaletteDialog({ palette, open, onOpenChange, onCloseAutoFocus, unchanged, pending, save }: RenamePaletteDialogProps) {
  function rename(name: string | null) {
    if (name === null) {
      onOpenChange(false);
      return;
    }
    save(name, {
      onSuccess: () => {
        toast(TEXTS.palettes.renamed);
        onOpenChange(false);
      },
      onError: () => toast(TEXTS.palettes.renameFailed, 'destructive'),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title="Rename palette" closable={!pending} onCloseAutoFocus={onCloseAutoFocus}>
        <RenamePaletteForm
          currentName={palette.name}
          pending={pending}
          unchanged={unchanged}
          onRename={rename}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
