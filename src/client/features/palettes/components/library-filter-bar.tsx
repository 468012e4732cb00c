import { GridIcon, ListIcon, SearchIcon, StarIcon } from '#client/components/palette-actions/icons.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Toggle } from '#client/components/ui/toggle.tsx';
import { PALETTE_MEDIUMS } from '#common/constants.ts';
import type { TLibraryFilters, TPaletteMedium } from '../library-filters';
import type { TViewMode } from '../use-view-mode';

interface LibraryFilterBarProps {
  filters: TLibraryFilters;
  onFiltersChange: (change: Partial<TLibraryFilters>) => void;
  /** How many palettes the filters let through; null while the library loads. */
  shownCount: number | null;
  view: TViewMode;
  onViewChange: (view: TViewMode) => void;
}

function isMedium(value: string): value is TPaletteMedium {
  return PALETTE_MEDIUMS.some((medium) => medium === value);
}

function countText(count: number): string {
  return count === 1 ? '1 palette' : `${count} palettes`;
}

export function LibraryFilterBar({ filters, onFiltersChange, shownCount, view, onViewChange }: LibraryFilterBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label="Filter by medium"
        className="w-full sm:w-44"
        value={filters.medium ?? ''}
        onChange={(event) => {
          const { value } = event.target;
          onFiltersChange({ medium: isMedium(value) ? value : null });
        }}
      >
        <option value="">All mediums</option>
        {PALETTE_MEDIUMS.map((medium) => (
          <option key={medium} value={medium}>
            {medium}
          </option>
        ))}
      </Select>
      <Toggle pressed={filters.favouritesOnly} onPressedChange={(favouritesOnly) => onFiltersChange({ favouritesOnly })}>
        <StarIcon filled={filters.favouritesOnly} />
        Favourites only
      </Toggle>
      <div className="relative min-w-40 flex-1 sm:max-w-72">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted">
          <SearchIcon />
        </span>
        <Input
          type="search"
          aria-label="Search tags"
          placeholder="Search tags"
          className="pl-10"
          value={filters.tagQuery}
          onChange={(event) => onFiltersChange({ tagQuery: event.target.value })}
        />
      </div>
      <div className="flex w-full items-center justify-between gap-2 sm:ml-auto sm:w-auto">
        {/* A live region: the new count is read out as the filters change. */}
        <p role="status" className="text-sm text-ink-muted tabular-nums">
          {shownCount === null ? null : countText(shownCount)}
        </p>
        <div role="group" aria-label="Layout" className="flex gap-1">
          <Toggle aria-label="Grid view" pressed={view === 'grid'} onPressedChange={() => onViewChange('grid')}>
            <GridIcon />
          </Toggle>
          <Toggle aria-label="List view" pressed={view === 'list'} onPressedChange={() => onViewChange('list')}>
            <ListIcon />
          </Toggle>
        </div>
      </div>
    </div>
  );
}
