// The colors feature's public face for the app layer.
export { loadColor } from './load-color';
export { colorRoutes } from './routes';
