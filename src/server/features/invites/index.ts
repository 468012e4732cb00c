// The invites feature's public face for the app layer.
export { inviteRoutes } from './routes';
