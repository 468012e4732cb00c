import type { TColor } from '../../../../common/schemas/color';
import type { TPalette } from '../../../../common/schemas/palette';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { GridBoard } from '../board/grid-board';
import { PaletteBoard } from '../board/palette-board';
import { firstFreeCell, type TPlace } from '../board/places';
import type { TColorMoves } from '../board/use-color-moves';
import { useUndoShortcuts } from '../board/use-undo-shortcuts';
import { WorkingArea } from '../board/working-area';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import { withServerReason } from '../../../lib/api-client';
import { GridSizeControls } from './grid-size-controls';

interface BoardSectionProps {
  palette: TPalette;
  colors: readonly TColor[];
  moves: TColorMoves;
  onOpenColor: (color: TColor) => void;
  /** A place to add a new color at, or null for the first free one. */
  onAddColor: (place: TPlace | null) => void;
}

/** The palette grid with its size steppers, the working area beside it (below on a phone), and undo/redo. */
export function BoardSection({ palette, colors, moves, onOpenColor, onAddColor }: BoardSectionProps) {
  const editable = palette.abilities.edit;
  const update = useUpdatePaletteDetail(palette.id);
  useUndoShortcuts(editable, moves.undo, moves.redo);

  function resize(size: { rows: number } | { columns: number }) {
    update.mutate(size, {
      onSuccess: () => {
        // Column changes renumber the slots, so recorded moves would land in the wrong places.
        moves.forget();
        toast(DETAIL_TEXTS.gridUpdated);
      },
      // The server says why when it can (e.g. no room in the working area for the displaced colors).
      onError: (error) => toast(withServerReason(DETAIL_TEXTS.gridFailed, error), 'destructive'),
    });
  }

  function addColor() {
    const gridColors = colors.filter((color) => !color.isInWorkingArea).length;
    if (gridColors >= palette.rows * palette.columns && firstFreeCell(colors) === null) {
      toast(DETAIL_TEXTS.capacityReached, 'destructive');
      return;
    }
    onAddColor(null);
  }

  return (
    <section aria-labelledby="palette-grid-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="palette-grid-heading" className="text-lg font-semibold text-ink">
          Palette Grid
        </h2>
        {editable ? (
          <GridSizeControls rows={palette.rows} columns={palette.columns} onChange={resize} />
        ) : (
          <p className="text-sm text-ink-muted">
            {palette.rows} × {palette.columns}
          </p>
        )}
      </div>
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={addColor}>Add color</Button>
          <Button variant="secondary" disabled={!moves.canUndo} onClick={moves.undo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </Button>
          <Button variant="secondary" disabled={!moves.canRedo} onClick={moves.redo} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z">
            Redo
          </Button>
        </div>
      ) : null}
      <PaletteBoard colors={colors} editable={editable} onMove={moves.move} onOpenColor={onOpenColor} onAddColorAt={onAddColor}>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
          <GridBoard rows={palette.rows} columns={palette.columns} colors={colors} />
          {editable ? <WorkingArea colors={colors} /> : null}
        </div>
      </PaletteBoard>
    </section>
  );
}
