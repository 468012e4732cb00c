import { describe, expect, it } from 'vitest';
import { parseTagInput, ZUpdatePaletteRequest } from './palette';

describe('palette tags', () => {
  it('keep one of each whatever its case, the first spelling, trimmed, in order', () => {
    expect(parseTagInput(' Sky, sky ,Earth,, SKY, earth tones ')).toEqual(['Sky', 'Earth', 'earth tones']);
    expect(ZUpdatePaletteRequest.parse({ tags: ['Sky', ' sky', 'Earth'] })).toEqual({ tags: ['Sky', 'Earth'] });
    expect(ZUpdatePaletteRequest.parse({ tags: [' ', ''] })).toEqual({ tags: null });
  });
});
