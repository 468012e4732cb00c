export { colorCountText, pigmentCodesOf } from './chart-facts';
export { PLAIN_CHART, type TChartViews } from './chart-views';
export { CollaborationBanner } from './components/collaboration-banner';
export { ColorDetailsDialog } from './components/color-details-dialog';
export { HueChromaWheel } from './components/hue-chroma-wheel';
export { PrintPaletteButton } from './components/print-palette-button';
export { PrintSheet } from './components/print-sheet';
export { PushedCopyBadge } from './components/pushed-copy-badge';
export { SharedPaletteScreen } from './screens/shared-palette-screen';
