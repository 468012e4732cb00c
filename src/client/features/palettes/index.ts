export { RenamePaletteDialog } from './components/rename-palette-dialog';
export { SharePaletteDialog } from './components/share-palette-dialog';
export { copyFailureToast } from './palette-errors';
export { LibraryScreen } from './screens/library-screen';
