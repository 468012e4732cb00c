// Issue 28: the studio inventory and the shopping list. Other features reach its data through api/.
export { SharedShoppingListScreen } from './screens/shared-shopping-list-screen';
export { ShoppingListScreen } from './screens/shopping-list-screen';
export { StudioScreen } from './screens/studio-screen';
