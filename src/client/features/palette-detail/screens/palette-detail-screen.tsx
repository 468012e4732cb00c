import { useParams } from 'react-router';
import { NotFoundScreen } from '#client/components/not-found-screen.tsx';
import { PaletteNotReady } from '#client/components/palette-not-ready.tsx';
import { SignInToOpen } from '#client/components/sign-in-to-open.tsx';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import { usePalette } from '../api/get-palette';
import { usePaletteColors } from '../api/get-palette-colors';
import { DetailSkeleton } from '../components/detail-skeleton';
import { PaletteDetail } from '../components/palette-detail';
import { DETAIL_TEXTS } from '../palette-detail-texts';

/**
 * Spec §2: /palettes/{id} (user mode, back to the library) and /admin/palette/{id} (admin mode, back
 * to the admin panel, for admins only; anyone else sees the not-found screen).
 */
export function PaletteDetailScreen({ mode }: { mode: 'user' | 'admin' }) {
  const { sessionUser, user } = useAuth();
  if (!sessionUser) {
    return <SignInToOpen reason={DETAIL_TEXTS.signInToOpen} />;
  }
  if (mode === 'admin') {
    if (!user) return <DetailSkeleton />;
    if (!user.isAdmin) return <NotFoundScreen />;
  }
  return <PaletteDetailLoader adminMode={mode === 'admin'} viewerId={sessionUser.id} />;
}

function PaletteDetailLoader({ adminMode, viewerId }: { adminMode: boolean; viewerId: string }) {
  const { id = '' } = useParams();
  const palette = usePalette(id);
  const colors = usePaletteColors(id);
  usePageTitle(palette.data?.name ?? null);

  if (!palette.data || !colors.data) {
    return <PaletteNotReady palette={palette} colors={colors} skeleton={<DetailSkeleton />} />;
  }
  // Keyed by palette: another palette starts with its own notes draft and an empty move history.
  return (
    <PaletteDetail
      key={id}
      palette={palette.data}
      colors={colors.data}
      adminMode={adminMode}
      backTo={adminMode ? '/admin' : '/'}
      viewerId={viewerId}
    />
  );
}
