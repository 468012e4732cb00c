import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field (three lines) in the same box as Input, its error announced with it. */
export function TextAreaField({ label, error, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger"
        {...textareaProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
