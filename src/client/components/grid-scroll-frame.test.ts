import { describe, expect, it } from 'vitest';
import { frameColumns } from './grid-scroll-frame';

describe("a palette grid's columns on a phone (issue 41: up to 6 share its width)", () => {
  it.each([
    [4, 'repeat(4, minmax(0, 6rem))'],
    [6, 'repeat(6, minmax(0, 6rem))'],
    // Wider: each keeps its least width, and the grid scrolls in its frame.
    [7, 'repeat(7, minmax(4.5rem, 6rem))'],
    [12, 'repeat(12, minmax(4.5rem, 6rem))'],
  ])('%i columns: %s', (columns, css) => {
    expect(frameColumns(columns, '4.5rem', '6rem')).toBe(css);
  });
});
