export { LinkSharingSwitch } from './components/link-sharing-switch';
export { RenamePaletteDialog } from './components/rename-palette-dialog';
export { SaveCopyButton } from './components/save-copy-button';
export { SharePaletteButton } from './components/share-palette-button';
export { ShareLink, SharePaletteDialog } from './components/share-palette-dialog';
export { LibraryScreen } from './screens/library-screen';
export { useCopyToMine } from './use-copy-to-mine';
