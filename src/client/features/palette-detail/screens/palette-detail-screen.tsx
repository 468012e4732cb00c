import { Link, useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { FullPageStatus } from '../../../components/full-page-status';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useAuthDialog } from '../../auth';
import { usePaletteColors } from '../api/get-palette-colors';
import { usePalette } from '../api/get-palette';
import { DetailSkeleton } from '../components/detail-skeleton';
import { PaletteDetail } from '../components/palette-detail';
import { DETAIL_TEXTS } from '../palette-detail-texts';

// A malformed id (400) is, to someone who followed a link, just as much a palette that is not there.
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Spec §2: /palettes/{id} (user mode, back to the library) and /admin/palette/{id} (admin mode, back
 * to the admin panel, for admins only; anyone else sees the not-found screen).
 */
export function PaletteDetailScreen({ mode }: { mode: 'user' | 'admin' }) {
  const { sessionUser, user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  if (!sessionUser) {
    return (
      <FullPageStatus>
        <p>{DETAIL_TEXTS.signInToOpen}</p>
        <Button onClick={() => openAuthDialog()}>Sign in</Button>
      </FullPageStatus>
    );
  }
  if (mode === 'admin') {
    if (!user) return <DetailSkeleton />;
    if (!user.isAdmin) return <NotFoundScreen />;
  }
  return <PaletteDetailLoader adminMode={mode === 'admin'} />;
}

function PaletteDetailLoader({ adminMode }: { adminMode: boolean }) {
  const { id = '' } = useParams();
  const palette = usePalette(id);
  const colors = usePaletteColors(id);

  if (palette.error && isMissing(palette.error)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-ink">{DETAIL_TEXTS.notFound}</h1>
        <Link to="/" className={buttonClasses('secondary')}>
          {DETAIL_TEXTS.backToLibrary}
        </Link>
      </section>
    );
  }
  if (palette.isError || colors.isError) {
    return (
      <FullPageStatus>
        <p>{DETAIL_TEXTS.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => {
            if (palette.isError) void palette.refetch();
            if (colors.isError) void colors.refetch();
          }}
        >
          Try again
        </Button>
      </FullPageStatus>
    );
  }
  if (!palette.data || !colors.data) return <DetailSkeleton />;
  // Keyed by palette: another palette starts with its own notes draft and an empty move history.
  return <PaletteDetail key={id} palette={palette.data} colors={colors.data} adminMode={adminMode} backTo={adminMode ? '/admin' : '/'} />;
}
