import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useMemo, useState } from 'react';
import type { TAuthDialogView } from './components/auth-dialog';

interface TAuthDialogControls {
  openAuthDialog: (view?: TAuthDialogView) => void;
  /** Starts loading the dialog's code, e.g. when a pointer reaches a button that opens it. */
  preloadAuthDialog: () => void;
}

const AuthDialogContext = createContext<TAuthDialogControls | null>(null);

// The forms (react-hook-form, their schemas) are not part of the landing page's first load: they
// come with the dialog, the first time it is wanted.
const loadAuthDialog = () => import('./components/auth-dialog');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

/** Owns the one sign-in dialog, so any screen (landing, reset link, later the invite page) can open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its state (and its closing animation) after.
  const [wanted, setWanted] = useState(false);
  const [view, setView] = useState<TAuthDialogView>('signin');

  const openAuthDialog = useCallback((requested: TAuthDialogView = 'signin') => {
    setView(requested);
    setWanted(true);
    setOpen(true);
  }, []);
  const preloadAuthDialog = useCallback(() => void loadAuthDialog(), []);
  const controls = useMemo(() => ({ openAuthDialog, preloadAuthDialog }), [openAuthDialog, preloadAuthDialog]);

  return (
    <AuthDialogContext value={controls}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} view={view} onOpenChange={setOpen} onViewChange={setView} />
        </Suspense>
      ) : null}
    </AuthDialogContext>
  );
}

export function useAuthDialog(): TAuthDialogControls {
  const controls = use(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return controls;
}
