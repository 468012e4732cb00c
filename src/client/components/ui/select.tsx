import { clsx } from 'clsx';
import type { Ref, SelectHTMLAttributes } from 'react';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select: the phone's own picker, typing to jump and form behaviour come for free, and
 * react-hook-form registers it like an input. Only the look is ours (same box as Input).
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className="block min-h-11 w-full cursor-pointer appearance-none rounded-md border border-line bg-surface pr-9 pl-3 text-base text-ink aria-invalid:border-danger"
        {...props}
      >
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
