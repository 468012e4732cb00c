import { clsx } from 'clsx';
import type { TChartViews } from '#client/components/palette/chart-views.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Toggle } from '#client/components/ui/toggle.tsx';
import { toast } from '#client/lib/toast.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { GridBoard } from '../board/grid-board';
import { PaletteBoard } from '../board/palette-board';
import { firstFreeCell, type TPlace } from '../board/places';
import type { TColorMoves } from '../board/use-color-moves';
import { useUndoShortcuts } from '../board/use-undo-shortcuts';
import { WorkingArea } from '../board/working-area';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import { GridResizeDialog } from './grid-resize-dialog';
import { GridSizeControls } from './grid-size-controls';

interface BoardSectionProps {
  palette: TPalette;
  colors: readonly TColor[];
  moves: TColorMoves;
  onOpenColor: (color: TColor) => void;
  /** A place to add a new color at, or null for the first free one. */
  onAddColor: (place: TPlace | null) => void;
  /** Values and the hue wheel (issue 15): shown here, printed as shown. */
  views: TChartViews;
  onViewsChange: (views: TChartViews) => void;
}

const WIDE_GRID_COLUMNS = 8;

/** The palette grid with its size steppers, the working area beside it (below on a phone), and undo/redo of moves and resizes. */
export function BoardSection({ palette, colors, moves, onOpenColor, onAddColor, views, onViewsChange }: BoardSectionProps) {
  const editable = palette.abilities.edit;
  useUndoShortcuts(editable, moves.undo, moves.redo);

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
          <GridSizeControls rows={palette.rows} columns={palette.columns} onChange={(size) => void moves.resize(size)} />
        ) : (
          <p className="text-sm text-ink-muted">
            {palette.rows} × {palette.columns}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-between gap-2">
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
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          <Toggle pressed={views.values} onPressedChange={(values) => onViewsChange({ ...views, values })}>
            Values
          </Toggle>
          <Toggle pressed={views.wheel} onPressedChange={(wheel) => onViewsChange({ ...views, wheel })}>
            Hue wheel
          </Toggle>
        </div>
      </div>
      <PaletteBoard
        colors={colors}
        editable={editable}
        values={views.values}
        onMove={moves.move}
        onOpenColor={onOpenColor}
        onAddColorAt={onAddColor}
      >
        {/* Beside the grid while both fit (up to 8 columns); a wider grid takes the width and the working area goes below. */}
        <div className={clsx('grid items-start gap-6', palette.columns <= WIDE_GRID_COLUMNS && 'lg:grid-cols-[minmax(0,1fr)_auto]')}>
          <GridBoard rows={palette.rows} columns={palette.columns} colors={colors} />
          {/* Read-only palettes (invited viewers, pushed copies) show their working area when it holds colors. */}
          {editable || colors.some((color) => color.isInWorkingArea) ? <WorkingArea colors={colors} /> : null}
        </div>
      </PaletteBoard>
      <GridResizeDialog question={moves.question} />
    </section>
  );
}
