export { InviteScreen } from './screens/invite-screen';
