export { pigmentCodesOf } from './chart-facts';
export { PrintPaletteButton } from './components/print-palette-button';
export { SharedPaletteScreen } from './screens/shared-palette-screen';
