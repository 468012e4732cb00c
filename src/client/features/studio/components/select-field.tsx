import { clsx } from 'clsx';
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label above it. */
export function SelectField({ label, children, className, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...props}>
        {children}
      </Select>
    </div>
  );
}
