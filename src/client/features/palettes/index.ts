export { RenamePaletteDialog } from './components/rename-palette-dialog';
export { SharePaletteDialog } from './components/share-palette-dialog';
export { LibraryScreen } from './screens/library-screen';
export { useCopyToMine } from './use-copy-to-mine';
