// spectral.js 3.0.0 ships no types: the part of its API the paint model uses (README, "Usage").
declare module 'spectral.js' {
  /** A color as a 38-band reflectance curve (380-750 nm). */
  interface SpectralColor {
    /** The reflectance curve, 38 bands. */
    readonly R: readonly number[];
    /** CIE XYZ of the curve (its Y is 1 for a curve reflecting everything). */
    readonly XYZ: readonly number[];
    /** The same in linear RGB, 0-1 per channel. */
    readonly lRGB: readonly number[];
    /** The color as sRGB hex text, mapped into the sRGB gamut. */
    toString(options?: { format?: 'hex' }): string;
  }
  const spectral: {
    /** Made from CSS hex or rgb text, or from a reflectance curve. */
    Color: new (
      value: string | readonly number[],
    ) => SpectralColor;
  };
  export default spectral;
}
