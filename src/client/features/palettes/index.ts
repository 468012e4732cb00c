export { LibraryScreen } from './screens/library-screen';
