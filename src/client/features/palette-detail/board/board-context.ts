import { createContext, use } from 'react';
import type { TColor } from '#common/schemas/color.ts';
import type { TPlace } from './places';

export interface TBoard {
  /** Colors can be moved and added (abilities.edit, or admin mode). */
  editable: boolean;
  /** Swatches show their value (greyscale by CIE L*, with the number) instead of their color. */
  values: boolean;
  /** The droppable under the dragged swatch, a frame late (spec §9: highlight debounce 16 ms). */
  highlightedId: string | null;
  /** A swatch is being dragged: no swatch shows its tooltip meanwhile. */
  dragging: boolean;
  openColor: (color: TColor) => void;
  addColorAt: (place: TPlace) => void;
}

export const BoardContext = createContext<TBoard | null>(null);

export function useBoard(): TBoard {
  const board = use(BoardContext);
  if (!board) throw new Error('useBoard must be used within a PaletteBoard');
  return board;
}
