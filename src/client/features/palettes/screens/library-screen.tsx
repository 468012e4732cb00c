import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { PlusIcon } from '#client/components/palette-actions/icons.tsx';
import { useQuotaCheck } from '#client/components/palette-actions/use-quota-check.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { useCuratedPalettes } from '../api/get-curated-palettes';
import { useSharedPalettes } from '../api/get-shared-palettes';
import { useUserPalettes } from '../api/get-user-palettes';
import { CreatePaletteDialog } from '../components/create-palette-dialog';
import { LibraryFilterBar } from '../components/library-filter-bar';
import { LibrarySkeleton } from '../components/library-skeleton';
import type { TLibraryPalette } from '../components/palette-card';
import { PaletteSection } from '../components/palette-section';
import { countShownPalettes, hasActiveFilters, matchesFilters, NO_FILTERS, type TLibraryFilters } from '../library-filters';
import { type TViewMode, useViewMode } from '../use-view-mode';

interface TSection {
  title: string;
  query: UseQueryResult<TLibraryPalette[]>;
  /** Said when the section is empty without any filter on. */
  emptyText: string;
  /** The list after the filters; null when it could not be loaded. */
  shown: TLibraryPalette[] | null;
}

/** Spec §2's library home: filters, then my, curated and shared palettes, and the create dialog. */
export function LibraryScreen() {
  const { user } = useAuth();
  const { brandName } = useConfig();
  const userId = user?.id ?? null;
  const [filters, setFilters] = useState<TLibraryFilters>(NO_FILTERS);
  const [view, setView] = useViewMode();
  const [creating, setCreating] = useState(false);
  const checkQuota = useQuotaCheck();
  const lists = [
    {
      title: TEXTS.palettes.sections.mine,
      query: useUserPalettes(userId),
      emptyText: 'You have no palettes yet. Start one with New palette.',
    },
    {
      title: TEXTS.palettes.sections.curated,
      query: useCuratedPalettes(userId),
      // Every master the brand distributes is here, those already in My palettes too (decision 026).
      emptyText: `${brandName} has no curated palettes to browse yet.`,
    },
    {
      title: TEXTS.palettes.sections.shared,
      query: useSharedPalettes(userId),
      emptyText: 'No one has shared a palette with you yet.',
    },
  ];
  const sections: TSection[] = lists.map((list) => ({
    ...list,
    shown: list.query.data?.filter((palette) => matchesFilters(palette, filters)) ?? null,
  }));

  // Until the product user is known the lists cannot even be asked for (they stay pending).
  const loading = sections.some(({ query }) => query.isPending);
  const shownCount = loading ? null : countShownPalettes(sections.map(({ shown }) => shown));

  // Spec §8: a full library hears the free-limit toast, as Duplicate does, instead of a form it
  // cannot send. A question that fails opens the form anyway: its submit asks again, and says so.
  async function startPalette() {
    if (user && !(await checkQuota(user).catch(() => true))) return;
    setCreating(true);
  }

  function created(palette: TPalette) {
    setCreating(false);
    // The new palette must be in sight (first in 'My palettes'), even if the filters would hide it.
    if (!matchesFilters(palette, filters)) setFilters(NO_FILTERS);
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Library</h1>
        <Button onClick={() => void startPalette()}>
          <PlusIcon />
          New palette
        </Button>
      </div>
      <LibraryFilterBar
        filters={filters}
        onFiltersChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        shownCount={shownCount}
        view={view}
        onViewChange={setView}
      />
      {user === null || loading ? (
        <LibrarySkeleton view={view} />
      ) : (
        <LibraryContent sections={sections} filters={filters} onClearFilters={() => setFilters(NO_FILTERS)} user={user} view={view} />
      )}
      <CreatePaletteDialog open={creating} onOpenChange={setCreating} onCreated={created} />
    </div>
  );
}

interface LibraryContentProps {
  sections: TSection[];
  filters: TLibraryFilters;
  onClearFilters: () => void;
  user: TUser;
  view: TViewMode;
}

function LibraryContent({ sections, filters, onClearFilters, user, view }: LibraryContentProps) {
  const filtered = hasActiveFilters(filters);
  // 'No palettes found' only when every list answered and none has a match; a list that failed
  // to load says so in its own section instead of passing for empty.
  const nothingFound = sections.every(({ shown }) => shown !== null && shown.length === 0);
  if (nothingFound) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-16 text-center">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.palettes.empty}</h2>
        <p className="max-w-prose text-sm text-ink-muted">
          {filtered ? 'No palette matches these filters.' : 'Start your first palette with New palette.'}
        </p>
        {filtered ? (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {sections.map(({ title, query, emptyText, shown }) => (
        <PaletteSection
          key={title}
          title={title}
          palettes={shown}
          emptyText={filtered ? 'None of these match the filters.' : emptyText}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          user={user}
          view={view}
        />
      ))}
    </div>
  );
}
