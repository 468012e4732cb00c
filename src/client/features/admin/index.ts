export { AdminScreen } from './screens/admin-screen';
