interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The text an input points at with aria-describedby; rendered only when there is something to say. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger-text">
      {message}
    </p>
  );
}
