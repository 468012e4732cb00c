import { useEffect, useRef } from 'react';

// Where Ctrl/Cmd+Z belongs to something else: a field's own text undo, or an open dialog.
const OWN_UNDO = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]';

/** Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z redoes a move or a grid resize, unless the user is typing. */
export function useUndoShortcuts(enabled: boolean, undo: () => void, redo: () => void): void {
  const handlers = useRef({ undo, redo });
  useEffect(() => {
    handlers.current = { undo, redo };
  });
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return;
      if (event.target instanceof Element && event.target.closest(OWN_UNDO)) return;
      event.preventDefault();
      if (event.shiftKey) handlers.current.redo();
      else handlers.current.undo();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
