// The sign-in dialog, which the app's AuthDialogProvider opens for any screen; the auth screens
// come to the router in chunks of their own.
export { AuthDialog } from './components/auth-dialog';
