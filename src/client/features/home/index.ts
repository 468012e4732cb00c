export { LandingScreen } from './screens/landing-screen';
export { WelcomeScreen } from './screens/welcome-screen';
