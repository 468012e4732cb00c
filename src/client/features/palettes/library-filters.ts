import { canonicalMedium, type PALETTE_MEDIUMS } from '#common/constants.ts';
import type { TCuratedPalette, TPalette } from '#common/schemas/palette.ts';

export type TPaletteMedium = (typeof PALETTE_MEDIUMS)[number];

/** The filter bar's state (spec §2); it narrows every section of the library alike. */
export interface TLibraryFilters {
  medium: TPaletteMedium | null;
  favouritesOnly: boolean;
  tagQuery: string;
}

export const NO_FILTERS: TLibraryFilters = { medium: null, favouritesOnly: false, tagQuery: '' };

export function hasActiveFilters(filters: TLibraryFilters): boolean {
  return filters.medium !== null || filters.favouritesOnly || filters.tagQuery.trim() !== '';
}

export function matchesFilters(palette: TPalette, { medium, favouritesOnly, tagQuery }: TLibraryFilters): boolean {
  if (medium !== null && canonicalMedium(palette.medium) !== canonicalMedium(medium)) return false;
  // A palette someone else owns carries its owner's flag; only the caller's own stars count here,
  // the same ones the cards show.
  if (favouritesOnly && !(palette.abilities.favorite && palette.isFavorite)) return false;
  const query = tagQuery.trim().toLowerCase();
  return query === '' || (palette.tags ?? []).some((tag) => tag.toLowerCase().includes(query));
}

/**
 * How many palettes the sections show, each counted once (decision 014: one palette, one card): a
 * curated master the person already holds (decision 026) is their palette that holds it, which
 * 'My palettes' shows too. Lists that could not be loaded count none.
 */
export function countShownPalettes(
  lists: ReadonlyArray<ReadonlyArray<TPalette & Partial<Pick<TCuratedPalette, 'inLibraryAs'>>> | null>,
): number {
  return new Set(lists.flatMap((list) => list ?? []).map((palette) => palette.inLibraryAs ?? palette.id)).size;
}
