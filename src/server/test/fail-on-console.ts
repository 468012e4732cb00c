import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error or console.warn is a bug the test did not see: fail the test.
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
