import { useState } from 'react';
import type { ToastText } from '../../../../common/constants';
import { toast } from '../../../lib/toast';
import { useMoveColors } from '../api/move-colors';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import type { TMove, TMoveStep } from './places';

interface THistory {
  undo: TMoveStep[];
  redo: TMoveStep[];
}

const EMPTY: THistory = { undo: [], redo: [] };

/**
 * Moves and swaps with their undo and redo stacks (spec §4). Each is one request. A step joins a
 * stack only once the server has taken it, and undo or redo wait while a request is in flight, so
 * the stacks never run ahead of what the server holds.
 */
export function useColorMoves(paletteId: string) {
  const mutation = useMoveColors(paletteId);
  const [history, setHistory] = useState<THistory>(EMPTY);

  function send(moves: TMove[], failure: ToastText, onDone: (history: THistory) => THistory) {
    mutation.mutateAsync(moves).then(
      () => setHistory(onDone),
      () => toast(failure, 'destructive'),
    );
  }

  function move(step: TMoveStep) {
    send(step.forward, DETAIL_TEXTS.moveFailed, (current) => ({ undo: [...current.undo, step], redo: [] }));
  }

  function undo() {
    const step = history.undo.at(-1);
    if (!step || mutation.isPending) return;
    send(step.backward, DETAIL_TEXTS.undoFailed, (current) => ({ undo: current.undo.slice(0, -1), redo: [...current.redo, step] }));
  }

  function redo() {
    const step = history.redo.at(-1);
    if (!step || mutation.isPending) return;
    send(step.forward, DETAIL_TEXTS.redoFailed, (current) => ({ undo: [...current.undo, step], redo: current.redo.slice(0, -1) }));
  }

  return {
    move,
    undo,
    redo,
    canUndo: history.undo.length > 0 && !mutation.isPending,
    canRedo: history.redo.length > 0 && !mutation.isPending,
    /** After a change that moves colors otherwise (grid resize, reset), old steps no longer apply. */
    forget: () => setHistory(EMPTY),
  };
}

export type TColorMoves = ReturnType<typeof useColorMoves>;
