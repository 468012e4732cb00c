export { PaletteDetailScreen } from './screens/palette-detail-screen';
