import { useSyncExternalStore } from 'react';
import { TIMINGS, type ToastText } from '#common/constants.ts';

export type TToastVariant = 'default' | 'destructive';

export interface TToast extends ToastText {
  id: number;
  variant: TToastVariant;
  open: boolean;
}

// Spec §9: at most one notification is visible; a new one replaces the current one.
const TOAST_LIMIT = 1;

let toasts: TToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: TToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast from anywhere (components, mutation callbacks) without threading a context through. */
export function toast(text: ToastText, variant: TToastVariant = 'default'): void {
  const item: TToast = { ...text, id: nextId++, variant, open: true };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
}

/** Closes a toast; it stays mounted for the removal delay so its exit animation can finish. */
export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), TIMINGS.toastRemoveDelayMs);
}

/**
 * Forgets every toast at once. The client tests share one module graph across files (isolate:
 * false), so their setup calls this after each test: a toast one test raised would otherwise
 * still be showing when the next test's Toaster mounts.
 */
export function clearToasts(): void {
  setToasts([]);
}

export function useToasts(): TToast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
