import { describe, expect, it } from 'vitest';
import { lighteningOf } from './lightening';

describe('lighteningOf: how a painter lightens each medium (issue 42)', () => {
  it.each([
    ['Watercolor', 'water'],
    ['Gouache', 'white'],
    ['Oil Paint', null],
    ['Oil', null],
    ['Acrylic', null],
    ['Mixed Media', null],
    ['Tempera', null],
    [null, null],
    [undefined, null],
  ] as const)('%s: %s', (medium, lightening) => {
    expect(lighteningOf(medium)).toBe(lightening);
  });
});
