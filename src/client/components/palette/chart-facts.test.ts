import { describe, expect, it } from 'vitest';
import { paperName } from './chart-facts';

describe('a paint name on paper', () => {
  it('stays whole, to wrap at its spaces, while each word fits a line', () => {
    expect(paperName('Cerulean Blue Chromium', 12)).toBe('Cerulean Blue Chromium');
    expect(paperName('Quinacridone Rose', 12)).toBe('Quinacridone Rose');
  });

  it("where a word cannot fit, shortens 'Quinacridone' to 'Quin.', then truncates after 12 characters", () => {
    expect(paperName('Quinacridone Rose', 10)).toBe('Quin. Rose');
    expect(paperName('Phthalocyanine Turquoise', 10)).toBe('Phthalocyani…');
    expect(paperName('Quinacridone Burnt Scarlet', 4)).toBe('Quin. Burnt…');
  });
});
