// The paint catalogue's public face: its routes for the app, its import for start-up and the CLI,
// alternatives for features that hold a color of their own, and the catalogue entry as every paint
// query reads it (the studio inventory copies its facts, issue 28).

export { catalogueCareRoutes } from './care-routes';
export { catalogueOf } from './catalogue-answer';
export { CATALOGUE_COLUMNS, cataloguePaintsOf, LIGHTFASTNESS_BASIS, MAKER_LIGHTFASTNESS } from './catalogue-columns';
export { findAlternatives } from './find-alternatives';
export { importCatalogue, importCatalogueAtStart } from './import/import-catalogue';
export { listManufacturers } from './list-manufacturers';
export { paintRoutes } from './routes';
