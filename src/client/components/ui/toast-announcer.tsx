import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TToast } from '../../lib/toast';

/**
 * Speaks a toast to screen readers. An open modal dialog hides everything that existed when it
 * opened, the toast viewport included, from assistive technology; a live region added to <body>
 * afterwards is not hidden, so the announcement gets through even while the sign-in dialog is open.
 * It stays for as long as the toast is open so the message can also be read on demand.
 */
export function ToastAnnouncer({ item }: { item: TToast }) {
  // A live region must exist before its text appears, or some screen readers stay silent.
  const [showText, setShowText] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShowText(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return createPortal(
    <div
      role="status"
      aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="sr-only"
    >
      {showText ? [item.title, item.description].filter(Boolean).join('. ') : null}
    </div>,
    document.body,
  );
}
