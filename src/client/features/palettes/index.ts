export { copyFailureToast } from './palette-errors';
export { LibraryScreen } from './screens/library-screen';
export { RenamePaletteForm } from './components/rename-palette-form';
export { SharePaletteDialog } from './components/share-palette-dialog';
