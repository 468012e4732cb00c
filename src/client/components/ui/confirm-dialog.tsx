import { useRef } from 'react';
import { Dialog, DialogContent } from './dialog';
import { DialogActions } from './dialog-actions';

export interface TConfirmRequest {
  /** The prompt, one of the spec's texts (TEXTS.*.confirm…): a question, then what answering yes does. */
  question: string;
  /** The confirm button's words: the action it takes ('Delete', 'Distribute'…). */
  confirmLabel: string;
  /** The action destroys something: the confirm button reads as a danger. */
  destructive?: boolean;
}

interface ConfirmDialogProps {
  /** The question asked now; null keeps the dialog closed. */
  request: TConfirmRequest | null;
  onAnswer: (confirmed: boolean) => void;
  /** Runs before focus returns; preventDefault to send it back to whatever asked. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The spec's prompts ask first, then explain ('Delete this palette permanently? This cannot be
 * undone…'): the question, up to its question mark, titles the dialog and the rest describes it.
 */
function splitPrompt(prompt: string): { title: string; description: string } {
  const end = prompt.indexOf('?') + 1 || prompt.length;
  return { title: prompt.slice(0, end), description: prompt.slice(end).trim() };
}

/**
 * The app's confirmation (an alertdialog, in place of the browser's window.confirm): Cancel, Escape
 * and the close button answer no. Focus starts on Cancel, so a stray Enter does not destroy anything.
 */
export function ConfirmDialog({ request, onAnswer, onCloseAutoFocus }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      {request ? (
        <DialogContent
          alert
          {...splitPrompt(request.question)}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogActions
            confirmLabel={request.confirmLabel}
            destructive={request.destructive}
            pending={false}
            cancelRef={cancel}
            onCancel={() => onAnswer(false)}
            onConfirm={() => onAnswer(true)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
