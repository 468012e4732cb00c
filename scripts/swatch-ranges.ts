// What painters know of where a masstone sits, as the swatch rules (swatch-rules.ts) hold each value to:
// each family's and bias's hue range, the pigments known more narrowly, and the names painters know as dark.

/**
 * Where each family sits on the OKLCh hue circle, and each bias within it: [from, to] degrees,
 * counter-clockwise, wrapping past 360. Painters' order of the blues is PB16 turquoise, the
 * ceruleans, phthalo green shade and Prussian, phthalo red shade and cobalt, ultramarine,
 * indanthrone; the ranges follow it, anchored on the cobalt blues five makers record alike (254-259°):
 * a green-shade blue is greener than cobalt, an ultramarine redder.
 */
export const HUE_RANGES: Record<string, Record<string, readonly [number, number]>> = {
  blue: { cool: [215, 254], mid: [250, 264], warm: [264, 305], any: [215, 305] },
  violet: { cool: [270, 320], warm: [290, 30], mid: [280, 350], any: [270, 30] },
  red: { cool: [340, 25], mid: [12, 30], warm: [18, 38], any: [335, 40] },
  orange: { cool: [30, 75], mid: [30, 75], warm: [30, 75], any: [30, 75] },
  yellow: { cool: [96, 112], mid: [88, 106], warm: [55, 100], any: [55, 112] },
  green: { cool: [150, 215], mid: [120, 190], warm: [80, 165], any: [80, 215] },
  brown: { cool: [10, 85], mid: [10, 85], warm: [10, 85], any: [10, 85] },
};

/**
 * Pigments whose place painters know more narrowly than their family and bias: a red-shade phthalo
 * leans red of the green shade and of cobalt, yet stays greener than ultramarine; ultramarine is the
 * reddest blue but a blue, short of ultramarine violet (PV15), which charts record from about 280°.
 */
export const PIGMENT_HUE_RANGES: Record<string, readonly [number, number]> = {
  'PB15:1': [254, 266],
  'PB15:6': [254, 266],
  PB29: [264, 280],
  // Manganese violet is a red-violet, from blue-violet to its "reddish" shade, never a brick red.
  PV16: [290, 350],
};

/** Names painters know as dark, and the lightest a masstone of that name may be (OKLab L; about L* 40, 35, 30). */
export const DARK_NAMES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bumber\b/i, 0.45],
  [/\bsepia\b/i, 0.41],
  [/\bvan ?dyke?\b/i, 0.41],
  [/\bpayne'?s\b/i, 0.41],
  [/\bmaroon\b/i, 0.46],
  [/\bindigo\b/i, 0.37],
  [/\bneutral tint\b/i, 0.37],
];
