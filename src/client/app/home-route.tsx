import { lazy } from 'react';
import { useAuth } from '../features/auth';
import { LandingScreen } from '../features/home';

// The library is for signed-in people: the landing page does not load it.
const LibraryScreen = lazy(() => import('../features/palettes').then((feature) => ({ default: feature.LibraryScreen })));

/** Spec §2: '/' is the library home when signed in and the landing page when not. */
export function HomeRoute() {
  const { sessionUser } = useAuth();
  return sessionUser ? <LibraryScreen /> : <LandingScreen />;
}
