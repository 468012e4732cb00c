import { type ReactNode, useEffect, useState } from 'react';
import { Button } from './ui/button';

/** Most waits are over before this: a loading state that flashes by only makes the page jump. */
const SHOW_LOADING_AFTER_MS = 400;

interface FullPageStatusProps {
  children: ReactNode;
  /**
   * Shown while something is loading; a polite live region announces it without stealing focus.
   * Its content appears after a moment only, and the footer hides while it is there (styles.css):
   * otherwise both are seen moving as the page arrives (a layout shift).
   */
  busy?: boolean;
}

export function FullPageStatus({ children, busy = false }: FullPageStatusProps) {
  const [shown, setShown] = useState(!busy);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), SHOW_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div
      role={busy ? 'status' : undefined}
      aria-live={busy ? 'polite' : undefined}
      data-loading={busy || undefined}
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center text-ink-muted"
    >
      {busy && shown ? (
        <span aria-hidden="true" className="size-8 rounded-full border-4 border-line border-t-accent motion-safe:animate-spin" />
      ) : null}
      {shown ? children : null}
    </div>
  );
}

/** A page whose data could not be read: why, and a button to ask again. */
export function LoadFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <FullPageStatus>
      <p>{reason}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </FullPageStatus>
  );
}
