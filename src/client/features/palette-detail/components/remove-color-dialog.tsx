import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { useDeleteColor } from '../api/delete-color';
import { DETAIL_TEXTS } from '../palette-detail-texts';

interface RemoveColorDialogProps {
  paletteId: string;
  /** The color to remove; null keeps the dialog closed. */
  color: TColor | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Spec §8: removing a color asks first ('This action cannot be undone.'). */
export function RemoveColorDialog({ paletteId, color, onOpenChange, onCloseAutoFocus }: RemoveColorDialogProps) {
  const remove = useDeleteColor(paletteId);
  return (
    <Dialog open={color !== null} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      {color ? (
        <DialogContent
          title={DETAIL_TEXTS.removeColorTitle}
          description={`${color.paintName} will be removed from this palette. ${DETAIL_TEXTS.removeColorWarning}`}
          closable={!remove.isPending}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogActions
            confirmLabel="Remove color"
            destructive
            pending={remove.isPending}
            onCancel={() => onOpenChange(false)}
            onConfirm={() => remove.mutate(color.id, { onSuccess: () => onOpenChange(false) })}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
