import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

// A native checkbox keeps keyboard and form behaviour for free; the label row supplies the 44 px target.
export function Checkbox({ label, ...props }: CheckboxProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
      <input type="checkbox" className="size-5 shrink-0 cursor-pointer accent-accent" {...props} />
      <span>{label}</span>
    </label>
  );
}
