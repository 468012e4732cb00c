import { describe, expect, it } from 'vitest';
import { onlyFile, splitSpecs } from './e2e-split.mjs';

describe('splitting the journeys into runs', () => {
  it('puts every file in one run, the longest first into the run with the least so far', () => {
    const seconds = { 'e2e/a.spec.ts': 200, 'e2e/b.spec.ts': 50, 'e2e/c.spec.ts': 50, 'e2e/d.spec.ts': 40, 'e2e/e.spec.ts': 30 };
    expect(splitSpecs(Object.keys(seconds), seconds, 2)).toEqual([
      ['e2e/a.spec.ts'],
      ['e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/d.spec.ts', 'e2e/e.spec.ts'],
    ]);
  });

  it('counts a file it has no time for as the median, and leaves out times of files that are gone', () => {
    const seconds = { 'e2e/a.spec.ts': 100, 'e2e/b.spec.ts': 10, 'e2e/c.spec.ts': 30, 'e2e/gone.spec.ts': 90 };
    const [first, second] = splitSpecs(['e2e/a.spec.ts', 'e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/new.spec.ts'], seconds, 2);
    expect(first).toEqual(['e2e/a.spec.ts']);
    expect(second).toEqual(['e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/new.spec.ts']);
  });

  it('names a file alone as a Playwright filter', () => {
    const filter = new RegExp(onlyFile('e2e/print.spec.ts'));
    expect(filter.test('/work/app/e2e/print.spec.ts')).toBe(true);
    expect(filter.test('/work/app/e2e/print.spec.tsx')).toBe(false);
    expect(filter.test('/work/app/e2e/printxspec.ts')).toBe(false);
  });
});
