import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { TEXTS } from '#common/constants.ts';
import { LoadFailed } from './full-page-status';
import { buttonClasses } from './ui/button';

// A malformed id (400) is, to someone who followed a link, just as much a palette that is not there.
function isMissing(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * What a palette page shows until its palette and colors have both loaded (spec §2): 'Palette not
 * found' with a way back, a retry after other failures, else the page's own skeleton.
 */
export function PaletteNotReady({ palette, colors, skeleton }: { palette: UseQueryResult; colors: UseQueryResult; skeleton: ReactNode }) {
  if (isMissing(palette.error)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-ink">{TEXTS.palettes.notFound}</h1>
        <Link to="/" className={buttonClasses('secondary')}>
          {TEXTS.palettes.backToLibrary}
        </Link>
      </section>
    );
  }
  if (palette.isError || colors.isError) {
    return (
      <LoadFailed
        reason={TEXTS.palettes.loadFailed}
        onRetry={() => {
          if (palette.isError) void palette.refetch();
          if (colors.isError) void colors.refetch();
        }}
      />
    );
  }
  return skeleton;
}
