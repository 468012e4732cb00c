// The shopping list feature's public face for the app layer.
export { shoppingListRoutes } from './routes';
