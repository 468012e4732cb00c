// The fake ResizeObserver (resize-observer.ts) across the module resets some client tests make.
import { expect, it, vi } from 'vitest';

it('reaches the observers made before a test reset the modules (vi.resetModules)', async () => {
  vi.resetModules();
  const { reportWidths } = await import('#client/test/resize-observer.ts');
  const seen: number[] = [];
  const observer = new ResizeObserver((entries) => seen.push(entries[0]?.contentRect.width ?? -1));
  observer.observe(document.createElement('div'));
  reportWidths(60);
  observer.disconnect();
  expect(seen).toEqual([60]);
});
