import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag';

describe('etagMatches', () => {
  it.each([
    ['"a1"', '"a1"', true],
    ['W/"a1"', '"a1"', true],
    ['"b2", W/"a1"', '"a1"', true],
    ['*', '"a1"', true],
    ['"a1.br"', '"a1"', false],
    ['"a"', '"a1"', false],
    ['', '"a1"', false],
    [undefined, '"a1"', false],
  ])('If-None-Match %s against %s: %s', (header, etag, matches) => {
    expect(etagMatches(header, etag)).toBe(matches);
  });
});
