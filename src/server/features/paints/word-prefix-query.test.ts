import { describe, expect, it } from 'vitest';
import { wordPrefixQuery } from './search-catalogue';

describe('word-prefix search text', () => {
  it('asks for every word as a beginning, whatever the punctuation', () => {
    expect(wordPrefixQuery('daniel smith quin')).toBe('daniel:* & smith:* & quin:*');
    expect(wordPrefixQuery("Hooker's  Green")).toBe('hooker:* & s:* & green:*');
    expect(wordPrefixQuery('Winsor & Newton')).toBe('winsor:* & newton:*');
  });

  it('has nothing to ask for text without words, and never passes query syntax through', () => {
    expect(wordPrefixQuery('!!! &|')).toBeNull();
    expect(wordPrefixQuery("rose:* | !blue')")).toBe('rose:* & blue:*');
  });
});
