import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * False on a page's first render; true once the browser has been idle after it (at most two
 * seconds later), set as a transition, so what it brings is rendered in slices between whatever
 * the person does; at once if the page is about to print. For what the first view does not show
 * (issue 43: the print sheet doubled a phone's first layout).
 */
export function useAfterFirstView(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const now = () => flushSync(() => setReady(true));
    const soon = () => startTransition(() => setReady(true));
    // Safari has no requestIdleCallback: a moment after the first view, then.
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(soon, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = globalThis.setTimeout(soon, 200);
      cancel = () => globalThis.clearTimeout(handle);
    }
    window.addEventListener('beforeprint', now);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', now);
    };
  }, [ready]);
  return ready;
}
