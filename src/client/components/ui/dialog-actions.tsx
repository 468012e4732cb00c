import type { Ref } from 'react';
import { Button } from './button';

interface DialogActionsProps {
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Absent: the confirm button submits the form around it. */
  onConfirm?: () => void;
  /** When the form is not ready (say, a rename to the same name); defaults to "not pending". */
  canConfirm?: boolean;
  /** The confirm destroys something: it reads as a danger, not as the screen's primary action. */
  destructive?: boolean;
  /** The Cancel button, for a dialog that puts focus there first (a question about a destructive action). */
  cancelRef?: Ref<HTMLButtonElement>;
}

/** Cancel and confirm, stacked with the confirm on top on a phone (thumb reach), side by side above. */
export function DialogActions({
  confirmLabel,
  pending,
  onCancel,
  onConfirm,
  canConfirm = !pending,
  destructive = false,
  cancelRef,
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'primary'}
        disabled={!canConfirm}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
