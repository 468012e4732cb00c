import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthDialog, type TAuthDialogView } from './components/auth-dialog';

interface TAuthDialogControls {
  openAuthDialog: (view?: TAuthDialogView) => void;
}

const AuthDialogContext = createContext<TAuthDialogControls | null>(null);

/** Owns the one sign-in dialog, so any screen (landing, reset link, later the invite page) can open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<TAuthDialogView>('signin');

  const openAuthDialog = useCallback((requested: TAuthDialogView = 'signin') => {
    setView(requested);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);

  return (
    <AuthDialogContext value={controls}>
      {children}
      <AuthDialog open={open} view={view} onOpenChange={setOpen} onViewChange={setView} />
    </AuthDialogContext>
  );
}

export function useAuthDialog(): TAuthDialogControls {
  const controls = use(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return controls;
}
