// The colors feature's public face for the app layer.
export { colorRoutes } from './routes';
