import type { ReactNode } from 'react';

interface FullPageStatusProps {
  children: ReactNode;
  /** Shown while something is loading; a polite live region announces it without stealing focus. */
  busy?: boolean;
}

export function FullPageStatus({ children, busy = false }: FullPageStatusProps) {
  return (
    <div
      role={busy ? 'status' : undefined}
      aria-live={busy ? 'polite' : undefined}
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center text-ink-muted"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-8 rounded-full border-4 border-line border-t-accent motion-safe:animate-spin"
        />
      ) : null}
      {children}
    </div>
  );
}
