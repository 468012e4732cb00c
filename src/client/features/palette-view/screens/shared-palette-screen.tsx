import { useParams } from 'react-router';
import { useSharedPalette } from '#client/components/palette/api/get-shared-palette.ts';
import { useSharedPaletteColors } from '#client/components/palette/api/get-shared-palette-colors.ts';
import { CHART_GRID_CLASSES, screenChartColumns } from '#client/components/palette/palette-chart.tsx';
import { PaletteNotReady } from '#client/components/palette-not-ready.tsx';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import { LIMITS } from '#common/constants.ts';
import { SharedPalette } from '../components/shared-palette';

/**
 * Spec §2 /palette/{id}: the read-only view anyone with the share link may open, signed in or not.
 * A palette whose owner turned link sharing off answers 404, so it shows as not found.
 */
export function SharedPaletteScreen() {
  const { id = '' } = useParams();
  const { sessionUser, user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const palette = useSharedPalette(id, sessionUser?.id ?? null);
  const colors = useSharedPaletteColors(id);
  usePageTitle(palette.data?.name ?? null);

  if (!palette.data || !colors.data) {
    return <PaletteNotReady palette={palette} colors={colors} skeleton={<SharedPaletteSkeleton />} />;
  }

  return (
    <SharedPalette
      palette={palette.data}
      colors={colors.data}
      viewer={sessionUser ? { id: sessionUser.id, user } : null}
      onSignIn={() => openAuthDialog()}
    />
  );
}

// Until the palette says its size, the skeleton has the spec's default grid (4 × 8).
function SharedPaletteSkeleton() {
  const { rowsDefault, columnsDefault } = LIMITS.detailGrid;
  return (
    <section aria-busy="true" className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <span role="status" className="sr-only">
        Loading palette…
      </span>
      <div className="space-y-2">
        <div className="h-8 w-64 max-w-full rounded-md bg-line/60 motion-safe:animate-pulse sm:h-9" />
        <div className="h-5 w-40 rounded-md bg-line/60 motion-safe:animate-pulse" />
      </div>
      <div className="space-y-3">
        <div className="h-7 w-32 rounded-md bg-line/60 motion-safe:animate-pulse" />
        <div className="overflow-hidden">
          <div className={CHART_GRID_CLASSES} style={{ gridTemplateColumns: screenChartColumns(columnsDefault) }}>
            {Array.from({ length: rowsDefault * columnsDefault }, (_, index) => (
              <div key={index} className="aspect-[4/3] min-h-10 rounded-md bg-line/60 motion-safe:animate-pulse sm:min-h-14" />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
