import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `callback` once `delayMs` have passed since the last `schedule`. `flush` runs a pending call
 * now; one still pending at unmount runs then, so leaving the screen never drops the last edit.
 */
export function useDebouncedCallback<TArgs extends unknown[]>(callback: (...args: TArgs) => void, delayMs: number) {
  const latest = useRef(callback);
  const pending = useRef<{ timer: number; args: TArgs } | null>(null);
  useEffect(() => {
    latest.current = callback;
  });

  const flush = useCallback(() => {
    const call = pending.current;
    if (!call) return;
    window.clearTimeout(call.timer);
    pending.current = null;
    latest.current(...call.args);
  }, []);

  const cancel = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const schedule = useCallback(
    (...args: TArgs) => {
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = { args, timer: window.setTimeout(flush, delayMs) };
    },
    [flush, delayMs],
  );

  useEffect(() => flush, [flush]);
  return { schedule, flush, cancel };
}
