export { AuthDialogProvider, useAuthDialog } from './auth-dialog-provider';
export { AuthProvider, type TAuthState, useAuth } from './auth-provider';
export { SignInToOpen } from './components/sign-in-to-open';
export { displayNameOf } from './display-name';
