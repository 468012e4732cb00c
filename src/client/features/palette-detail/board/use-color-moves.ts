import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { ToastText } from '#common/constants.ts';
import { gridResizeRefusal, planGridResize, type TGridSize } from '#common/grid-resize.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { paletteQueryKey } from '../api/get-palette';
import { paletteColorsQueryKey } from '../api/get-palette-colors';
import { useMoveColors } from '../api/move-colors';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import {
  EMPTY_HISTORY,
  moveStep,
  recordDone,
  recordRedone,
  recordUndone,
  resizeStep,
  returnsOf,
  type TBoardChange,
  type TBoardStep,
  type THistory,
  type TStepSide,
  withReturns,
} from './board-history';
import type { TMove, TMoveStep } from './places';

/** A resize that would send colors to the working area, waiting for the artist's answer. */
export interface TResizeQuestion {
  size: TGridSize;
  /** The colors that would move, each with the grid slot it would leave. */
  displaced: Array<{ color: TColor; from: number }>;
  answer: (proceed: boolean) => void;
}

/** How a change ended: done (with what a resize displaced, to bring back), or stopped (declined, refused or failed). */
type TApplied = { returns: TMove[] | null } | 'stopped';

/**
 * Moves, swaps and grid resizes with their undo and redo stacks (spec §4). A step joins a stack only
 * once the server has taken it, and undo or redo wait while a request is in flight, so the stacks
 * never run ahead of what the server holds. A resize is a step too: undoing it restores the size and
 * then puts the colors it displaced back in their slots, so the moves recorded before it, numbered
 * for that size, apply again. No resize sends colors to the working area before the artist says yes.
 */
export function useColorMoves(paletteId: string) {
  const queryClient = useQueryClient();
  const moveMutation = useMoveColors(paletteId);
  const sizeMutation = useUpdatePaletteDetail(paletteId);
  const [history, setHistory] = useState<THistory>(EMPTY_HISTORY);
  const [question, setQuestion] = useState<TResizeQuestion | null>(null);
  // How many steps are under way; a ref as well as state, so two key presses in one frame cannot both start an undo.
  const running = useRef(0);
  const [isRunning, setRunning] = useState(false);
  const busy = isRunning || moveMutation.isPending || sizeMutation.isPending;

  function ask(size: TGridSize, displaced: TResizeQuestion['displaced']): Promise<boolean> {
    return new Promise((resolve) => {
      setQuestion({
        size,
        displaced,
        answer: (proceed) => {
          setQuestion(null);
          resolve(proceed);
        },
      });
    });
  }

  /** Sets the side's grid size (asking first when colors would move), then makes its moves. */
  async function apply(change: TBoardChange): Promise<TApplied> {
    let returns: TMove[] | null = null;
    const palette = queryClient.getQueryData<TPalette>(paletteQueryKey(paletteId));
    const size = change.size;
    if (size && palette && (size.rows !== palette.rows || size.columns !== palette.columns)) {
      const plan = planGridResize(queryClient.getQueryData<TColor[]>(paletteColorsQueryKey(paletteId)) ?? [], palette, size);
      if (!plan.fits) {
        toast(DETAIL_TEXTS.gridRefused(gridResizeRefusal(size, plan)), 'destructive');
        return 'stopped';
      }
      if (plan.displaced.length > 0 && !(await ask(size, plan.displaced))) return 'stopped';
      await sizeMutation.mutateAsync(size);
      returns = returnsOf(plan.displaced);
    }
    // A color removed since the step was recorded has nowhere to go back to.
    const present = new Set((queryClient.getQueryData<TColor[]>(paletteColorsQueryKey(paletteId)) ?? []).map((color) => color.id));
    const moves = change.moves.filter((move) => present.has(move.colorId));
    if (moves.length > 0) await moveMutation.mutateAsync(moves);
    return { returns };
  }

  /**
   * Runs one side of a step and records it once the server has it. Undo and redo take their turn
   * alone; a new resize need not wait (a second click on + while the first is saving still counts).
   */
  async function take(
    step: TBoardStep,
    side: TStepSide,
    options: { alone: boolean; failure: (error: unknown) => ToastText; record: (history: THistory, step: TBoardStep) => THistory },
  ): Promise<TApplied> {
    if (options.alone && running.current > 0) return 'stopped';
    running.current += 1;
    setRunning(true);
    try {
      const applied = await apply(step[side]);
      if (applied !== 'stopped') setHistory((current) => options.record(current, withReturns(step, side, applied.returns)));
      return applied;
    } catch (error) {
      toast(options.failure(error), 'destructive');
      return 'stopped';
    } finally {
      running.current -= 1;
      setRunning(running.current > 0);
    }
  }

  /** A drop. Several may be in flight at once (each shows at once), so it does not wait for others. */
  function move(step: TMoveStep) {
    moveMutation.mutateAsync(step.forward).then(
      () => setHistory((current) => recordDone(current, moveStep(step))),
      () => toast(DETAIL_TEXTS.moveFailed, 'destructive'),
    );
  }

  /** A new grid size from the steppers; says what it moved, since the working area may be out of sight. */
  async function resize(change: Partial<TGridSize>) {
    const palette = queryClient.getQueryData<TPalette>(paletteQueryKey(paletteId));
    if (!palette) return;
    const from = { rows: palette.rows, columns: palette.columns };
    const to = { ...from, ...change };
    if (to.rows === from.rows && to.columns === from.columns) return;
    const step = resizeStep(from, to);
    const done = await take(step, 'forward', {
      alone: false,
      failure: (error) => withServerReason(DETAIL_TEXTS.gridFailed, error),
      record: recordDone,
    });
    if (done === 'stopped') return;
    const moved = done.returns?.length ?? 0;
    toast(moved > 0 ? DETAIL_TEXTS.gridMoved(moved) : DETAIL_TEXTS.gridUpdated);
  }

  function undo() {
    const step = history.undo.at(-1);
    if (step && !busy) void take(step, 'backward', { alone: true, failure: () => DETAIL_TEXTS.undoFailed, record: recordUndone });
  }

  function redo() {
    const step = history.redo.at(-1);
    if (step && !busy) void take(step, 'forward', { alone: true, failure: () => DETAIL_TEXTS.redoFailed, record: recordRedone });
  }

  return {
    move,
    resize,
    undo,
    redo,
    canUndo: history.undo.length > 0 && !busy,
    canRedo: history.redo.length > 0 && !busy,
    /** The resize waiting for the artist's yes or no, if any. */
    question,
    /** After a change that replaces the colors wholesale (reset to original), old steps no longer apply. */
    forget: () => setHistory(EMPTY_HISTORY),
  };
}

export type TColorMoves = ReturnType<typeof useColorMoves>;
