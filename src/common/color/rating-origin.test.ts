import { describe, expect, it } from 'vitest';
import { lightfastnessOriginText, lightfastnessText, type TLightfastnessOrigin } from './rating-origin';

const rated = (origin: Partial<TLightfastnessOrigin>): TLightfastnessOrigin => ({
  lightfastness: 'I-Excellent',
  lightfastnessBasis: null,
  makerLightfastness: null,
  ...origin,
});

describe("where a paint's lightfastness comes from, in a painter's words (issue 42)", () => {
  it.each([
    ['its pigment', rated({ lightfastnessBasis: 'pigment' }), 'I-Excellent (from the pigment)'],
    [
      "the maker's own scale",
      rated({ lightfastnessBasis: 'maker', makerLightfastness: 'AA' }),
      "I-Excellent (the maker's rating, AA on its own scale)",
    ],
    [
      "the maker's stars",
      rated({ lightfastnessBasis: 'maker', makerLightfastness: '***' }),
      "I-Excellent (the maker's rating, *** on its own scale)",
    ],
    [
      'ASTM, as the maker writes it',
      rated({ lightfastnessBasis: 'maker', makerLightfastness: 'ASTM I' }),
      "I-Excellent (the maker's rating, ASTM I)",
    ],
    [
      'ASTM, as a bare numeral',
      rated({ lightfastnessBasis: 'maker', makerLightfastness: 'ii' }),
      "I-Excellent (the maker's rating, ASTM II)",
    ],
    ["the maker's, its words unknown", rated({ lightfastnessBasis: 'maker' }), "I-Excellent (the maker's rating)"],
    ['nobody known (a rating typed by the painter)', rated({}), 'I-Excellent'],
  ])('%s', (_, paint, text) => {
    expect(lightfastnessText(paint)).toBe(text);
  });

  it('says nothing of a paint without a rating, whatever its source', () => {
    const unrated = rated({ lightfastness: null, lightfastnessBasis: 'pigment' });
    expect(lightfastnessText(unrated)).toBeNull();
    expect(lightfastnessOriginText(unrated)).toBeNull();
  });
});
