export { LandingScreen } from './screens/landing-screen';
