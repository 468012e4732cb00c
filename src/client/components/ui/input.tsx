import { clsx } from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

// 16 px text keeps mobile Safari from zooming into the field on focus.
export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={clsx(
        'block min-h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted',
        'aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
