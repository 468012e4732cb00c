import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '#client/lib/toast.ts';
import { apiServer } from './api-mocks';
import { FakeResizeObserver } from './resize-observer';

// jsdom lays nothing out, and has no ResizeObserver: components that watch a box's size (a wide
// grid's scroll frame, a swatch's label) get one that reports only what a test says (reportWidths).
globalThis.ResizeObserver ??= FakeResizeObserver;

// Requests go to the mock server (api-mocks.ts); one a test gave no answer for fails it. Started
// once per worker, before any test file imports the app: the auth client (lib/auth-client.ts)
// keeps the fetch it finds when first imported, which is then MSW's.
const LISTENING = Symbol.for('palette-library.api-mocks');
const marks = globalThis as typeof globalThis & Record<symbol, unknown>;
if (!marks[LISTENING]) {
  apiServer.listen({ onUnhandledRequest: 'error' });
  marks[LISTENING] = true;
}

// Tests have no other tabs, never go offline and never hide. better-auth keeps one cross-tab
// channel (a window 'storage' listener), one online manager (window 'online'/'offline') and one
// focus manager (document 'visibilitychange') per process, and lets go of them 1 s after the
// session's last subscriber leaves: past the end of a test file, whose window is gone by then,
// that threw ('target.removeEventListener is not a function': CI runs, the channel first, then the
// online manager). Here all three listen to no window.
const AUTH_GLOBALS = ['broadcast-channel', 'online-manager', 'focus-manager'].map((name) => Symbol.for(`better-auth:${name}`));
const windowless = {
  subscribe: () => () => {},
  setup: () => () => {},
  post: () => {},
  isOnline: true,
  setOnline: () => {},
  setFocused: () => {},
};
for (const key of AUTH_GLOBALS) marks[key] ??= windowless;

// findBy… and waitFor wait for what a screen shows after its requests, as long as it takes: 1 s
// (the library's default) is less than a screen's first answers take on two busy cores.
configure({ asyncUtilTimeout: 5_000 });

// Besides this file, the client project loads src/server/test/fail-on-console.ts (see
// vitest.config.ts): React's act() and key warnings reach console.error and fail the test there.

afterEach(() => {
  cleanup();
  // The toast store is module state, and the client files share their worker's modules.
  clearToasts();
  vi.unstubAllGlobals();
  apiServer.resetHandlers();
});
