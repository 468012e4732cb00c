import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useRef, useState } from 'react';
import type { TConfirmRequest } from './confirm-dialog';

type TConfirm = (request: TConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<TConfirm | null>(null);

// The dialog's code (Radix Dialog) comes with the first question, not with the landing page.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Where focus goes back to when the question closes: the control that asked or, for an item of a
 * menu (which closes as the dialog opens, taking the item with it), the button that opened the menu.
 */
function openerOf(focused: Element | null): HTMLElement | null {
  const menu = focused?.closest('[role="menu"]');
  const opener = (menu ? document.querySelector(`[aria-controls="${menu.id}"]`) : null) ?? focused;
  return opener instanceof HTMLElement ? opener : null;
}

/** Owns the one confirmation dialog, so any screen can ask a question and await its answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<TConfirmRequest | null>(null);
  // Mounted from the first question on (its code loads then) and kept, so it closes as a dialog does.
  const [wanted, setWanted] = useState(false);
  const resolveAnswer = useRef<(confirmed: boolean) => void>(() => undefined);
  const opener = useRef<HTMLElement | null>(null);

  const confirm = useCallback<TConfirm>(
    (asked) =>
      new Promise((resolve) => {
        opener.current = openerOf(document.activeElement);
        resolveAnswer.current = resolve;
        setRequest(asked);
        setWanted(true);
      }),
    [],
  );

  function answer(confirmed: boolean) {
    resolveAnswer.current(confirmed);
    setRequest(null);
  }

  function returnFocus(event: Event) {
    event.preventDefault();
    opener.current?.focus();
  }

  return (
    <ConfirmContext value={confirm}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ConfirmDialog request={request} onAnswer={answer} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </ConfirmContext>
  );
}

/**
 * Asks in the app's confirmation dialog; resolves true when the person confirms, false when they
 * cancel (Cancel, Escape, the close button). `if (!(await confirm({ … }))) return;`
 */
export function useConfirm(): TConfirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used within a ConfirmProvider');
  return confirm;
}
