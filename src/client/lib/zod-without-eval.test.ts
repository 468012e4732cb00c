// First, as in main.tsx: the setting is made before zod is loaded.
import './zod-without-eval';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';

it('has zod make and parse object schemas without trying new Function (a CSP violation)', () => {
  const compile = vi.fn();
  vi.stubGlobal('Function', compile);
  const parsed = z.object({ name: z.string() }).parse({ name: 'Ultramarine' });
  vi.unstubAllGlobals();

  expect(parsed).toEqual({ name: 'Ultramarine' });
  expect(compile).not.toHaveBeenCalled();
  expect(z.config().jitless).toBe(true);
});
