// spectral.js 3.0.0 ships no types: the part of its API the mixing preview uses (README, "Usage").
declare module 'spectral.js' {
  /** A color as a 38-band reflectance curve (Kubelka–Munk), made from CSS hex or rgb text. */
  class Color {
    constructor(value: string);
    toString(options?: { format?: 'hex' }): string;
  }
  const spectral: {
    Color: typeof Color;
    /** The mix of colors in the given amounts (any positive numbers, normalised). */
    mix(...colors: Array<[Color, number]>): Color;
  };
  export default spectral;
}
