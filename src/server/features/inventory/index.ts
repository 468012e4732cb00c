// The studio inventory's public face (issue 28): how much of each palette a person owns, for the
// palettes feature's lists; an item's columns and the single-pigment reading of a paint, for the
// shopping list. The routes are mounted by the app from routes.ts. Nothing exported here imports
// another feature (the palettes feature reads from here: the two must not import each other).
export { itemColumns } from './item-columns';
export { singlePigment } from './single-pigment';
