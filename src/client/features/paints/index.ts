// The paint catalogue's public face for other features: suggestion fields and their parts, alternatives.
export { useNearestPaints } from './api/get-nearest-paints';
export { usePigmentTable } from './api/get-pigment-table';
export { usePaintSearch } from './api/search-paints';
export { AlternativesSection } from './components/alternatives-section';
export { PaintAlternatives } from './components/paint-alternatives';
export { ReportPaintButton } from './components/report-paint-button';
export { SuggestionCombobox } from './components/suggestion-combobox';
export { PaintSuggestion, PigmentSuggestion } from './components/suggestion-content';
export { PAINT_TEXTS } from './paint-texts';
export { typedPigment, withPigment } from './pigment-field-text';
