export { usePaletteOwnership } from './api/get-palette-ownership';
export { OwnedColors, useOwnsColor } from './components/owned-colors';
export { OwnedMark } from './components/owned-mark';
export { OwnershipMenu } from './components/ownership-menu';
export { ownershipLine, withOwned } from './ownership-texts';
