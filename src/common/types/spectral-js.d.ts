// spectral.js 3.0.0 ships no types: the part of its API the paint model uses (README, "Usage").
declare module 'spectral.js' {
  /** A color as a 38-band reflectance curve (380-750 nm), made from CSS hex or rgb text, or from such a curve. */
  class Color {
    constructor(value: string | readonly number[]);
    /** The reflectance curve, 38 bands. */
    readonly R: readonly number[];
    /** The color as sRGB hex text, mapped into the sRGB gamut. */
    toString(options?: { format?: 'hex' }): string;
  }
  const spectral: {
    Color: typeof Color;
    /** The mix of colors in the given amounts (any positive numbers, normalised). */
    mix(...colors: Array<[Color, number]>): Color;
  };
  export default spectral;
}
