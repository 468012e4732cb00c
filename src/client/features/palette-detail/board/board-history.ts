import type { TGridSize } from '#common/grid-resize.ts';
import type { TMove, TMoveStep } from './places';

/** One side of a step: a grid size to set first (for a resize), then colors to move. */
export interface TBoardChange {
  size: TGridSize | null;
  moves: TMove[];
}

/** A step the artist can undo: a move, a swap or a grid resize, as what to do and what takes it back. */
export interface TBoardStep {
  forward: TBoardChange;
  backward: TBoardChange;
}

export type TStepSide = keyof TBoardStep;

export interface THistory {
  undo: TBoardStep[];
  redo: TBoardStep[];
}

export const EMPTY_HISTORY: THistory = { undo: [], redo: [] };

export function moveStep(step: TMoveStep): TBoardStep {
  return { forward: { size: null, moves: step.forward }, backward: { size: null, moves: step.backward } };
}

export function resizeStep(from: TGridSize, to: TGridSize): TBoardStep {
  return { forward: { size: to, moves: [] }, backward: { size: from, moves: [] } };
}

/** Colors a resize sent to the working area, going back to the slots they left (numbered for the size before it). */
export function returnsOf(displaced: ReadonlyArray<{ color: { id: string }; from: number }>): TMove[] {
  return displaced.map(({ color, from }) => ({ colorId: color.id, to: { area: 'grid', index: from } }));
}

/**
 * After one side of a step set a grid size, the other side brings back what that displaced. Each run
 * says anew which colors went (undoing a grow may displace colors added since), so it replaces the
 * returns the other side had rather than adding to them.
 */
export function withReturns(step: TBoardStep, ran: TStepSide, returns: TMove[] | null): TBoardStep {
  if (returns === null) return step;
  const other: TStepSide = ran === 'forward' ? 'backward' : 'forward';
  return { ...step, [other]: { ...step[other], moves: returns } };
}

/** A new step: it can be undone, and what was undone before it can no longer be redone. */
export function recordDone(history: THistory, step: TBoardStep): THistory {
  return { undo: [...history.undo, step], redo: [] };
}

export function recordUndone(history: THistory, step: TBoardStep): THistory {
  return { undo: history.undo.slice(0, -1), redo: [...history.redo, step] };
}

export function recordRedone(history: THistory, step: TBoardStep): THistory {
  return { undo: [...history.undo, step], redo: history.redo.slice(0, -1) };
}
