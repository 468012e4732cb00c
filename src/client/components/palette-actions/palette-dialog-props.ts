import type { TPalette } from '#common/schemas/palette.ts';

/** What the card gives each of its dialogs: open state, and where focus goes when they close. */
export interface PaletteDialogProps {
  palette: TPalette;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}
