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
  };
  export default spectral;
}
