import { vi } from 'vitest';

/**
 * Retries `check` until it passes (every 100 ms) and returns what it returned. Bounded generously,
 * at 20 s, so that a loaded machine is slow rather than red: vitest's own default gives up after 1 s.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 20_000, interval: 100 });
}
