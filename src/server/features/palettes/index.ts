// The palettes feature's public face: routes for the app, access rules for features that hang off a palette.
export { contentRowsOf } from './content-rows';
export { pushCopies, pushDistributedMastersTo, pushedCopyCount } from './distribution';
export { type LoadedPalette, listPalettes, loadOwnPalettes, loadPalette, loadPalettesOfColors, paletteDto } from './load-palettes';
export { lockPalette, lockPaletteFor } from './lock-palette';
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
