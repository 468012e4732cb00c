export { usePaletteOwnership } from './api/get-palette-ownership';
export { OwnedColors, useOwnsColor } from './components/owned-colors';
export { OwnedMark } from './components/owned-mark';
export { OwnershipActions } from './components/ownership-actions';
export { ownershipLine, withOwned } from './ownership-texts';
