import type { UniqueIdentifier } from '@dnd-kit/core';
import type { TColor } from '#common/schemas/color.ts';
import { firstFreeCell, placeOf, planDrop, type TMoveStep, type TPlace } from './places';

/** The working area as a whole: a color dropped on it, between cells, takes the first free cell. */
export const WORKING_AREA_ID = 'working-area';

type TDropTarget = { kind: 'place'; place: TPlace } | { kind: 'working-area' };

export function parseDropTarget(id: UniqueIdentifier): TDropTarget | null {
  if (id === WORKING_AREA_ID) return { kind: 'working-area' };
  const match = /^(grid|working)-(\d+)$/.exec(String(id));
  if (!match) return null;
  return { kind: 'place', place: { area: match[1] === 'grid' ? 'grid' : 'working', index: Number(match[2]) } };
}

/** What dropping a color on a target does: a move or swap step, nothing, or a refusal because the working area is full. */
export type TDropOutcome = { type: 'step'; step: TMoveStep; to: TPlace } | { type: 'none' } | { type: 'full' };

export function resolveDrop(colors: readonly TColor[], dragged: TColor, targetId: UniqueIdentifier | null): TDropOutcome {
  const target = targetId === null ? null : parseDropTarget(targetId);
  if (!target) return { type: 'none' };
  let to: TPlace;
  if (target.kind === 'place') {
    to = target.place;
  } else {
    if (placeOf(dragged)?.area === 'working') return { type: 'none' };
    const cell = firstFreeCell(colors);
    if (cell === null) return { type: 'full' };
    to = { area: 'working', index: cell };
  }
  const step = planDrop(colors, dragged, to);
  return step ? { type: 'step', step, to } : { type: 'none' };
}
