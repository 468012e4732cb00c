import { createContext, use } from 'react';

/** The sign-in dialog's three faces. */
export type TAuthDialogView = 'signin' | 'signup' | 'reset';

export interface TAuthDialogControls {
  openAuthDialog: (view?: TAuthDialogView) => void;
  /** Starts loading the dialog's code, e.g. when a pointer reaches a button that opens it. */
  preloadAuthDialog: () => void;
}

/** Given by the app's AuthDialogProvider, which owns the one dialog (app/auth-dialog-provider.tsx). */
export const AuthDialogContext = createContext<TAuthDialogControls | null>(null);

export function useAuthDialog(): TAuthDialogControls {
  const controls = use(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return controls;
}
