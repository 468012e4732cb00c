export { AuthProvider, useAuth, type TAuthState } from './auth-provider';
export { AuthDialogProvider, useAuthDialog } from './auth-dialog-provider';
export { displayNameOf } from './display-name';
