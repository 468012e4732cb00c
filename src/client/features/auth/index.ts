export { AuthDialogProvider, useAuthDialog } from './auth-dialog-provider';
export { AuthProvider, type TAuthState, useAuth } from './auth-provider';
export { displayNameOf } from './display-name';
