import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A short fact about a palette (its grid, that it is a master, a tag), quiet unless it is the master mark. */
export function Badge({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        strong ? 'border border-accent-text text-accent-text' : 'bg-paper text-ink-muted',
      )}
    >
      {children}
    </span>
  );
}
