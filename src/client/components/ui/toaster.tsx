import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { closeInnermostDialog } from '#client/lib/open-dialogs.ts';
import { dismissToast, type TToast, useToasts } from '#client/lib/toast.ts';
import { TIMINGS } from '#common/constants.ts';

function ToastItem({ item }: { item: TToast }) {
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      // Escape is the open dialog's, not the toast's (toasts leave by themselves or their button).
      onEscapeKeyDown={(event) => {
        if (closeInnermostDialog()) event.preventDefault();
      }}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      className={clsx(
        'relative grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 pr-2 shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[swipe=end]:animate-toast-swipe-out',
        destructive ? 'border-danger bg-danger text-danger-ink' : 'border-line bg-surface text-ink',
      )}
    >
      <div className="space-y-1 py-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {/* Radix joins the text it announces without separators; this space keeps title and description apart. */}{' '}
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * The notification region (F8 focuses it, Radix's default hotkey) and the current toast.
 * Screen readers hear a toast through Radix's own live region, which lives for 1 s (spec §9's
 * announcement time) in a node added to <body> when the toast opens. A modal dialog hides only
 * the nodes that existed when it opened (and never live regions), so the announcement also gets
 * through while the sign-in dialog is open, even though the viewport itself is hidden then.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TIMINGS.toastDurationMs} swipeDirection="right" swipeThreshold={TIMINGS.toastSwipeThreshold}>
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
