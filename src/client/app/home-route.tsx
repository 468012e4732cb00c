import { useAuth } from '../features/auth/auth-provider';
import { LandingScreen } from '../features/home/screens/landing-screen';
import { WelcomeScreen } from '../features/home/screens/welcome-screen';

/** Spec §2: '/' is the library home when signed in and the landing page when not. */
export function HomeRoute() {
  const { sessionUser } = useAuth();
  return sessionUser ? <WelcomeScreen /> : <LandingScreen />;
}
