// The paint catalogue's public face: its routes for the app, its import for start-up and the CLI.
export { importCatalogue, importCatalogueAtStart } from './import/import-catalogue';
export { paintRoutes } from './routes';
