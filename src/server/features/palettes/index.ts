// The palettes feature's public face: routes for the app, access rules for features that hang off a palette.
export { loadPalette } from './load-palettes';
export { abilitiesFor, canView, type PaletteActor } from './policy';
export { paletteRoutes } from './routes';
