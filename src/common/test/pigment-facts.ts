import type { TPigmentFacts } from '#common/color/pigment-facts.ts';

/** For tests: a pigment's painter facts, unknown (null; no for the yes-or-no ones) but for those given. */
export const buildPigmentFacts = (code: string, facts: Partial<TPigmentFacts> = {}): TPigmentFacts => ({
  code,
  hueFamily: null,
  bias: null,
  shadesVary: false,
  tintingStrength: null,
  dye: false,
  lightfastness: null,
  lightfastnessNote: null,
  ...facts,
});
