import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'type' | 'onClick' | 'children'> {
  checked: boolean;
  /** A request is running: the switch ignores clicks but keeps the keyboard focus. */
  pending?: boolean;
  onToggle: () => void;
  /** Text beside the track, e.g. the state in words; it is the accessible name unless hidden. */
  children?: ReactNode;
}

/** An on/off switch (role switch) with its track and thumb; state changes go through `onToggle`. */
export function Switch({ checked, pending = false, onToggle, children, className, ...aria }: SwitchProps) {
  return (
    <button
      {...aria}
      type="button"
      role="switch"
      aria-checked={checked}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the request runs.
      aria-disabled={pending}
      onClick={() => {
        if (!pending) onToggle();
      }}
      className={clsx(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-2 text-sm text-ink hover:bg-paper aria-disabled:cursor-wait aria-disabled:opacity-60',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-flex h-6 w-10 shrink-0 rounded-full border transition-colors',
          checked ? 'border-accent bg-accent' : 'border-line bg-line',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-0 size-4.5 rounded-full bg-surface shadow-sm motion-safe:transition-transform',
            checked ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </span>
      {children}
    </button>
  );
}
