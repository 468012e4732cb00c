export { SharedPaletteScreen } from './screens/shared-palette-screen';
