// The admin feature's public face for the app layer.
export { adminRoutes } from './routes';
