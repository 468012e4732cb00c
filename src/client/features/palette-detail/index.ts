// The color form's paint fields, shared with the studio's paint by hand (issue 28).
export { colorFormValuesOf, PaintIdentityFields, type TColorFormValues, ZColorForm } from './components/color-fields';
export { PaintRatingFields } from './components/color-fields-ratings';
export { PaletteDetailScreen } from './screens/palette-detail-screen';
