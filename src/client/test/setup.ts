import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../lib/toast';

// jsdom lays nothing out, and has no ResizeObserver: components that watch a box's size (a wide
// grid's scroll frame) get one that never reports, as nothing there ever has a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Besides this file, the client project loads src/server/test/fail-on-console.ts (see
// vitest.config.ts): React's act() and key warnings reach console.error and fail the test there.

afterEach(() => {
  cleanup();
  // The toast store is module state, and the client files share their worker's modules.
  clearToasts();
  vi.unstubAllGlobals();
});
