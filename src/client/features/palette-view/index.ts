export { pigmentCodesOf } from './chart-facts';
export { CollaborationBanner } from './components/collaboration-banner';
export { ColorDetailsDialog } from './components/color-details-dialog';
export { PrintPaletteButton } from './components/print-palette-button';
export { SharedPaletteScreen } from './screens/shared-palette-screen';
