import { useCallback, useRef } from 'react';
import { anyDialogOpen } from '#client/lib/open-dialogs.ts';

/**
 * Where focus goes back to when the color dialogs close: the grid slot or working-area cell the
 * painter opened them from (its swatch, or its add button once the color is gone or not yet
 * there), else the button that opened them. Radix would return focus to what was focused as the
 * last dialog opened, which after details -> Edit is a button that no longer exists.
 */
export function useFocusReturn() {
  const origin = useRef<HTMLElement | null>(null);

  /** Called as a swatch, a slot or a button opens a dialog (it has the focus then). */
  const remember = useCallback(() => {
    const active = document.activeElement;
    origin.current = active instanceof HTMLElement ? (active.closest<HTMLElement>('li') ?? active) : null;
  }, []);

  /** A dialog's onCloseAutoFocus. */
  const restore = useCallback((event: Event) => {
    // Closing because the next dialog opened (details -> Edit): focus stays in that one.
    if (anyDialogOpen()) {
      event.preventDefault();
      return;
    }
    const target = origin.current;
    if (!target?.isConnected) return;
    const focusable = target.matches('li') ? target.querySelector<HTMLElement>('button, [tabindex="0"]') : target;
    if (!focusable) return;
    event.preventDefault();
    focusable.focus();
  }, []);

  return { remember, restore };
}
