import { useState } from 'react';
import { OwnershipMenu } from '#client/components/ownership/ownership-menu.tsx';
import { type TChartViews } from '#client/components/palette/chart-views.ts';
import { ExportPaletteMenu } from '#client/components/palette/export-palette-menu.tsx';
import { PrintPaletteButton } from '#client/components/palette/print-palette-button.tsx';
import { RenamePaletteDialog } from '#client/components/palette-actions/rename-palette-dialog.tsx';
import { SharePaletteButton } from '#client/components/palette-actions/share-palette-button.tsx';
import { useCopyToMine } from '#client/components/palette-actions/use-copy-to-mine.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useResetToOriginal } from '../api/restore-palette';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import { ImportColorsButton } from './import-colors-button';

interface PaletteActionsProps {
  palette: TPalette;
  adminMode: boolean;
  /** Saves the notes; absent when the palette is read-only. */
  onSave?: () => void;
  /** After a reset the colors are the original's, so the move history no longer applies. */
  onReset: () => void;
  /** What Print prints: the chart as the page shows it (values, hue wheel). */
  views: TChartViews;
  /** Offers the Add to studio menu (issue 28) for a palette with colors, with the page rather than after the ownership answer, so the row does not shift. */
  studio: boolean;
}

/**
 * Spec §2 palette detail buttons: Reset to original, Print, Share (copies the link, or opens the Share palette dialog), Save;
 * admin mode adds a rename menu. A palette the caller may copy (a curated master) offers 'Copy to my
 * palettes', which opens the copy (issue 27). The Add to studio menu adds its paints to the viewer's
 * studio, owned or wished for (issue 28).
 */
export function PaletteActions({ palette, adminMode, onSave, onReset, views, studio }: PaletteActionsProps) {
  const reset = useResetToOriginal(palette.id);
  const update = useUpdatePaletteDetail(palette.id);
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState(false);
  const { user } = useAuth();
  const copyToMine = useCopyToMine(user);

  async function resetToOriginal() {
    if (!(await confirm({ question: TEXTS.palettes.confirmRestore, confirmLabel: TEXTS.palettes.restoreLabel, destructive: true }))) return;
    reset.mutate(undefined, {
      onSuccess: () => {
        onReset();
        toast(TEXTS.palettes.resetToOriginal);
      },
      // Spec §8: this one failure is not shown as destructive.
      onError: () => toast(DETAIL_TEXTS.resetFailed),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {palette.originalPaletteId && palette.abilities.restore ? (
        <Button variant="secondary" disabled={reset.isPending} onClick={() => void resetToOriginal()}>
          {TEXTS.palettes.restoreLabel}
        </Button>
      ) : null}
      {palette.abilities.copy ? (
        <Button disabled={copyToMine.pending} onClick={() => void copyToMine.copy(palette, { open: true })}>
          {TEXTS.palettes.copyLabel}
        </Button>
      ) : null}
      <PrintPaletteButton paletteId={palette.id} views={views} />
      <ExportPaletteMenu paletteId={palette.id} share={false} />
      {palette.abilities.edit ? <ImportColorsButton paletteId={palette.id} /> : null}
      <SharePaletteButton palette={palette} />
      {studio ? <OwnershipMenu paletteId={palette.id} /> : null}
      {onSave ? <Button onClick={onSave}>Save</Button> : null}
      {adminMode ? (
        <>
          <DropdownMenu>
            <DropdownMenuTrigger className="inline-flex size-11 items-center justify-center rounded-md border border-line bg-surface text-ink hover:bg-paper">
              <span className="sr-only">Palette menu</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <circle cx="5" cy="12" r="1.5" />
                <circle cx="12" cy="12" r="1.5" />
                <circle cx="19" cy="12" r="1.5" />
              </svg>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setRenaming(true)}>Rename</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <RenamePaletteDialog
            palette={palette}
            open={renaming}
            onOpenChange={setRenaming}
            unchanged="close"
            pending={update.isPending}
            save={(name, outcome) => update.mutate({ name }, outcome)}
          />
        </>
      ) : null}
    </div>
  );
}
