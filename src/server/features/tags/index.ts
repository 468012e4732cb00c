// The tags feature's public face for the app layer.
export { tagRoutes } from './routes';
