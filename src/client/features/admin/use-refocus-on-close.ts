import { useEffect, useRef } from 'react';

/**
 * A ref for the control that opened something shown in place (a form, a row's edit mode). Closing
 * unmounts whatever had focus, so focus goes back to that control instead of falling to <body>.
 */
export function useRefocusOnClose<T extends HTMLElement>(open: boolean) {
  const opener = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
