// The colors feature's public face for the app layer, and a palette's colors for features that show them.
export { importColors } from './import-colors';
export { colorsOfPalettes, readPaletteColors } from './list-palette-colors';
export { loadColor } from './load-color';
export { colorRoutes } from './routes';
