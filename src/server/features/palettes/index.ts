// The palettes feature's public face: routes for the app, access rules for features that hang off a palette.
export { contentRowsOf } from './content-rows';
export { pushCopies, pushDistributedMastersTo, pushedCopyCount } from './distribution';
export { type LoadedPalette, listPalettes, loadOwnPalettes, loadPalette, loadPalettesOfColors, paletteDto } from './load-palettes';
export { lockPalette, lockPaletteFor } from './lock-palette';
// Which of a palette's colours a person holds (issue 28): the curated cards' counts here, the studio's ownership there.
export { holdsPaintOf, itemIsColorsPaint } from './owned-colors';
export {
  abilitiesFor,
  assertActsFor,
  authorize,
  canView,
  canViewByLink,
  type PaletteAction,
  type PaletteActor,
  writableBy,
} from './policy';
export { paletteRoutes } from './routes';
export { sharedPalette, withSharePreview } from './share-preview';
