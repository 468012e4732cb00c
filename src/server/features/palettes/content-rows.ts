import { groupBy } from '#server/lib/group-by.ts';
import type { LoadedPalette } from './load-palettes';
import { abilitiesFor, type PaletteActor } from './policy';

/**
 * Issue 30: rows of many palettes read at once (colors, mixes), handed to each palette by its
 * content (a pushed copy shows its master's), as `toDto` makes them for `actor`: notes only where
 * they may edit. `read` gets the content palettes' ids, each once, and is not asked for none.
 */
export async function contentRowsOf<Row extends { paletteId: string }, Dto>(options: {
  actor: PaletteActor;
  loaded: readonly LoadedPalette[];
  read: (contentIds: string[]) => Promise<Row[]>;
  toDto: (row: Row, options: { showNotes: boolean }) => Dto;
}): Promise<Map<string, Dto[]>> {
  const { actor, loaded, read, toDto } = options;
  const contentIds = [...new Set(loaded.map((l) => l.contentPaletteId))];
  const byContent = groupBy(contentIds.length === 0 ? [] : await read(contentIds), (row) => row.paletteId);
  return new Map(
    loaded.map(({ palette, facts, contentPaletteId }) => {
      const showNotes = abilitiesFor(actor, palette, facts).edit;
      return [palette.id, (byContent.get(contentPaletteId) ?? []).map((row) => toDto(row, { showNotes }))];
    }),
  );
}
