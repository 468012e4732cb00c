import { describe, expect, it } from 'vitest';
import { buildPalette } from '#client/test/fake-palette-api.ts';
import { countShownPalettes } from './library-filters';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const palette = (n: number, inLibraryAs: number | null = null) => ({
  ...buildPalette({ id: id(n) }),
  inLibraryAs: inLibraryAs === null ? null : id(inLibraryAs),
});

describe("the library's palette count (decision 014: one palette, one card)", () => {
  it.each([
    // Three of one's own, among them the pushed copy (3) of a master (10) that 'Curated palettes' lists as held.
    ['a distributed master held as its pushed copy', [[palette(1), palette(2), palette(3)], [palette(10, 3)], []], 3],
    // The filters hid the copy in 'My palettes': the curated card is still one palette shown.
    ['a held master whose copy the filters hide', [[palette(1)], [palette(10, 3)], []], 2],
    ['a master not held, and a palette shared', [[palette(1)], [palette(10)], [palette(20)]], 3],
    ['a list that could not be loaded', [[palette(1), palette(2)], null, []], 2],
    ['nothing', [[], [], []], 0],
  ] as const)('%s', (_, lists, count) => {
    expect(countShownPalettes(lists)).toBe(count);
  });
});
