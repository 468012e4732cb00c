import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Besides this file, the client project loads src/server/test/fail-on-console.ts (see
// vitest.config.ts): React's act() and key warnings reach console.error and fail the test there.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
