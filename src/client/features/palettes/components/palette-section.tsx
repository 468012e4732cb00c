import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { TUser } from '#common/schemas/user.ts';
import type { TViewMode } from '../use-view-mode';
import { PaletteCard, type TLibraryPalette } from './palette-card';
import { PaletteCollection } from './palette-collection';

interface PaletteSectionProps {
  title: string;
  /** The section's palettes after the filters; null when its list could not be loaded. */
  palettes: TLibraryPalette[] | null;
  /** What an empty section says: why it is empty differs with and without filters. */
  emptyText: string;
  onRetry: () => void;
  retrying: boolean;
  user: TUser;
  view: TViewMode;
}

export function PaletteSection({ title, palettes, emptyText, onRetry, retrying, user, view }: PaletteSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {palettes === null ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm text-ink-muted">
          <p>These palettes could not be loaded.</p>
          <Button variant="secondary" disabled={retrying} onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : palettes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <PaletteCollection view={view}>
          {palettes.map((palette) => (
            <li key={palette.id}>
              <PaletteCard palette={palette} user={user} view={view} />
            </li>
          ))}
        </PaletteCollection>
      )}
    </section>
  );
}
