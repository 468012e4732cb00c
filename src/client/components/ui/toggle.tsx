import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

interface ToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'aria-pressed'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A button that stays pressed (aria-pressed), for on/off filters and view switches. */
export function Toggle({ pressed, onPressedChange, className, type = 'button', ...props }: ToggleProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={clsx(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        // Pressed reads as pushed in (warm grey fill, darker edge), quietly: the accent stays for primary actions.
        pressed ? 'border border-ink-muted bg-line text-ink' : 'border border-line bg-surface text-ink-muted hover:bg-paper hover:text-ink',
        className,
      )}
      {...props}
    />
  );
}
