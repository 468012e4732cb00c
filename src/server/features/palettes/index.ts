// The palettes feature's public face for the app layer.
export { paletteRoutes } from './routes';
