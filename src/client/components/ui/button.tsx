import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'destructive';

// The accent is reserved for the one primary action on a screen; everything else stays neutral.
const variantClasses: Record<TButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink hover:bg-accent-hover',
  secondary: 'border border-line bg-surface text-ink hover:bg-paper',
  ghost: 'text-ink hover:bg-line/50',
  link: 'px-0 text-accent-text underline-offset-4 hover:underline',
  // The confirm button of an action that destroys something (spec §8's destructive prompts).
  destructive: 'bg-danger text-danger-ink hover:brightness-90',
};

const buttonBaseClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export function buttonClasses(variant: TButtonVariant = 'primary', className?: string): string {
  return clsx(buttonBaseClasses, variantClasses[variant], className);
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: TButtonVariant;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
