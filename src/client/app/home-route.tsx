import { LandingScreen } from '#client/features/home/index.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { FIRST_SCREEN, lazyScreen } from './lazy-screen';

// The library is for signed-in people: the landing page does not load it.
const Library = lazyScreen(() => import('#client/features/palettes/index.ts').then((feature) => feature.LibraryScreen));
// Its code runs while the session and config are still on their way (a failure shows when the
// screen does: RouteOutlet's error screen).
if (FIRST_SCREEN === 'library') Library.preload().catch(() => undefined);

/** Spec §2: '/' is the library home when signed in and the landing page when not. */
export function HomeRoute() {
  const { sessionUser } = useAuth();
  return sessionUser ? <Library.Screen /> : <LandingScreen />;
}
