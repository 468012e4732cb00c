import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { AuthDialogContext, type TAuthDialogView } from '#client/lib/auth/auth-dialog-context.ts';

// The forms (react-hook-form, their schemas) are not part of the landing page's first load: they
// come with the dialog, the first time it is wanted.
const loadAuthDialog = () => import('#client/features/auth/components/auth-dialog.tsx');
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
