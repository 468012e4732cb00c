import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { registerOpenDialog } from '#client/lib/open-dialogs.ts';

export const Dialog = DialogPrimitive.Root;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** While false the close button is disabled, e.g. during a request that must not be abandoned. */
  closable?: boolean;
  /**
   * A question that interrupts and must be answered (WAI-ARIA alertdialog): announced as such, and a
   * click outside does not dismiss it; Escape and the close button still answer no.
   */
  alert?: boolean;
  /** Runs as the dialog opens; preventDefault to focus something other than its first control. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Runs before focus returns to the opener; preventDefault to send it elsewhere if the opener is going. */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
}

/**
 * A modal that is a full-height sheet on phones and a centred card from the `sm` breakpoint.
 * Radix traps focus inside. On close focus goes back to what had it as the dialog opened (Radix
 * would return it only to a Dialog.Trigger, which these dialogs do without, and else drop it on
 * the page), unless onCloseAutoFocus sends it elsewhere or that control is gone.
 */
export function DialogContent({
  title,
  description,
  children,
  closable = true,
  alert = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  className,
}: DialogContentProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 motion-safe:data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        role={alert ? 'alertdialog' : 'dialog'}
        onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
        onOpenAutoFocus={(event) => {
          // Focus has not moved in yet: it is on the control that opened the dialog.
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={clsx(
          'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface px-5 pt-5 pb-8 text-ink shadow-xl',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:border-line sm:px-6 sm:pb-6',
          'motion-safe:data-[state=open]:animate-dialog-in',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1 pt-2">
            <DialogPrimitive.Title className="text-xl font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-ink-muted">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            ref={closeButton}
            disabled={!closable}
            aria-label="Close"
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-line/50 hover:text-ink disabled:opacity-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        </div>
        <div className="mt-5">{children}</div>
        <OpenWhileMounted closeButton={closeButton} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Counts the dialog as open (lib/open-dialogs.ts) exactly while its content is on screen: Radix
 * mounts what is inside Content only then, whereas DialogContent itself stays mounted while closed.
 */
function OpenWhileMounted({ closeButton }: { closeButton: RefObject<HTMLButtonElement | null> }) {
  useEffect(() => registerOpenDialog(() => closeButton.current?.click()), [closeButton]);
  return null;
}
