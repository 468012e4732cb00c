import { useAuth } from '../features/auth';
import { LandingScreen } from '../features/home';
import { LibraryScreen } from '../features/palettes';

/** Spec §2: '/' is the library home when signed in and the landing page when not. */
export function HomeRoute() {
  const { sessionUser } = useAuth();
  return sessionUser ? <LibraryScreen /> : <LandingScreen />;
}
