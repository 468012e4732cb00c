import { useAuth } from '../features/auth';
import { LandingScreen, WelcomeScreen } from '../features/home';

/** Spec §2: '/' is the library home when signed in and the landing page when not. */
export function HomeRoute() {
  const { sessionUser } = useAuth();
  return sessionUser ? <WelcomeScreen /> : <LandingScreen />;
}
