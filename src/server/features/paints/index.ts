// The paint catalogue's public face: its routes for the app, its import for start-up and the CLI,
// and alternatives for features that hold a color of their own.
export { findAlternatives } from './find-alternatives';
export { importCatalogue, importCatalogueAtStart } from './import/import-catalogue';
export { paintRoutes } from './routes';
