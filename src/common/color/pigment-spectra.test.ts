import { differenceCiede2000 } from 'culori/fn';
import spectral from 'spectral.js';
import { describe, expect, it } from 'vitest';
import { mostNeutralMix, NEAR_NEUTRAL_CHROMA } from './neutral-mix';
import { shapedReflectance, spectralShape } from './pigment-spectra';

const ORANGE = '#FF6A1A'; // M. Graham Cadmium Orange (PO20)
const COBALT = '#0054BE'; // M. Graham Cobalt Blue (PB28)
const ROSE = '#D22D58'; // Daniel Smith Quinacridone Rose (PV19)
const PHTHALO_GREEN = '#005C4E'; // Daniel Smith Phthalo Green (Blue Shade) (PG7)
/** The mean reflectance of a curve over [from, to] nm (its 38 bands run 380-750 nm). */
const mean = (curve: readonly number[], from: number, to: number) => {
  const bands = curve.filter((_, band) => 380 + 10 * band >= from && 380 + 10 * band <= to);
  return bands.reduce((sum, r) => sum + r, 0) / bands.length;
};

describe('a curve shaped by its pigments', () => {
  it.each([
    [['PO20'], 'edge'],
    [['PR108', 'PY35'], 'edge'],
    [['PY97'], 'edge'],
    [['PB28'], 'band'],
    [['PB29'], 'band'],
    [['PG18'], 'band'],
    [['PG7'], 'band'],
    [['PV19'], 'notch'],
    [['PR122', 'PV19'], 'notch'],
    // Phthalocyanine blues reflect a long tail into the greens no band holds; an earth has no one edge.
    [['PB15:3'], null],
    [['PG7', 'PB15:3'], null],
    [['PBr7'], null],
    // Pigments of two shapes, none known, or none at all: spectral.js's curve.
    [['PB29', 'PBr7'], null],
    [['PB28', 'PO20'], null],
    [[], null],
    [undefined, null],
  ] as const)('%j takes the %s shape', (codes, shape) => {
    expect(spectralShape(codes)).toBe(shape);
  });

  it('gives the swatch back, and a cadmium orange absorbs the greens a cobalt reflects, as the pigments do', () => {
    const orange = shapedReflectance(ORANGE, 'edge');
    const cobalt = shapedReflectance(COBALT, 'band');
    if (!orange || !cobalt) throw new Error('no shaped curve');
    for (const [curve, hex] of [
      [orange, ORANGE],
      [cobalt, COBALT],
    ] as const)
      expect(differenceCiede2000()(hex, new spectral.Color(curve).toString({ format: 'hex' }))).toBeLessThanOrEqual(1);
    // Across 500-540 nm the orange reflects under half what spectral.js's curve of its colour does
    // (some 6 % against 14 %); past 600 nm the cobalt reflects almost nothing.
    expect(mean(orange, 500, 540)).toBeLessThan(mean(new spectral.Color(ORANGE).R, 500, 540) / 2);
    expect(mean(cobalt, 600, 650)).toBeLessThan(0.06);
  });

  it('gives a quinacridone rose its notch: the greens absorbed, the reds reflected, a violet lobe between', () => {
    const rose = shapedReflectance(ROSE, 'notch');
    if (!rose) throw new Error('no shaped curve');
    expect(differenceCiede2000()(ROSE, new spectral.Color(rose).toString({ format: 'hex' }))).toBeLessThanOrEqual(1);
    const [violet, green, red] = [mean(rose, 400, 440), mean(rose, 520, 570), mean(rose, 640, 700)];
    expect(green).toBeLessThan(0.08);
    expect(violet).toBeGreaterThan(green * 2);
    expect(red).toBeGreaterThan(violet * 2);
  });

  it("takes an edge only for an orange or a red: a yellow's steps up in the greens and keeps spectral.js's curve", () => {
    expect(shapedReflectance('#FFDE00', 'edge')).toBeNull();
  });

  it('makes textbook complements grey: cadmium orange and cobalt, which run teal by their colours alone', () => {
    const shaped = mostNeutralMix({ hexCode: ORANGE, pigmentCodes: ['PO20'] }, { hexCode: COBALT, pigmentCodes: ['PB28'] });
    expect(shaped.chroma).toBeLessThanOrEqual(NEAR_NEUTRAL_CHROMA);
    expect(mostNeutralMix({ hexCode: ORANGE }, { hexCode: COBALT }).chroma).toBeGreaterThan(NEAR_NEUTRAL_CHROMA);
  });

  it('makes quinacridone rose and phthalo green the near-black painters know, which by their colours alone ran slate blue', () => {
    const [rose, green] = [
      { hexCode: ROSE, pigmentCodes: ['PV19'] },
      { hexCode: PHTHALO_GREEN, pigmentCodes: ['PG7'] },
    ];
    expect(mostNeutralMix(rose, green).chroma).toBeLessThanOrEqual(NEAR_NEUTRAL_CHROMA);
    expect(mostNeutralMix({ hexCode: ROSE }, { hexCode: PHTHALO_GREEN }).chroma).toBeGreaterThan(NEAR_NEUTRAL_CHROMA);
  });
});
