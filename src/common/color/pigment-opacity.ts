/** The catalogue's opacity scale (data/paints), most transparent first. */
export const OPACITY_SCALE = ['Transparent', 'Semi-Transparent', 'Semi-Opaque', 'Opaque'] as const;
export type TOpacity = (typeof OPACITY_SCALE)[number];

interface TUsualOpacity {
  /** How the pigment paints on its own, as painters know it. */
  usual: 'opaque' | 'semi-opaque' | 'transparent';
  /** The labels a paint of this pigment alone should not carry. */
  contradictedBy: readonly TOpacity[];
  /** Only paints so named (a pigment made both ways, such as PR101's opaque reds and transparent oxides). */
  named?: RegExp;
}

const OPAQUE: TUsualOpacity = { usual: 'opaque', contradictedBy: ['Transparent', 'Semi-Transparent'] };
const TRANSPARENT: TUsualOpacity = { usual: 'transparent', contradictedBy: ['Opaque'] };

/**
 * Issue 42: how single pigments usually paint, for finding catalogue rows whose opacity contradicts
 * their pigment (a data error to check against the maker's chart, never corrected here). Only
 * pigments whose opacity painters agree on: titanium white, the cadmiums, chromium oxide and mars
 * black cover; zinc white covers less, yet is never transparent; the phthalos, quinacridones and
 * nickel azo are glazing pigments. Earths that come both ways (PR101 as Indian red or as a
 * transparent oxide, the ochres) count only under the names of their opaque forms, or not at all.
 */
export const USUAL_OPACITY: Readonly<Record<string, TUsualOpacity>> = {
  PW6: OPAQUE,
  PBk11: OPAQUE,
  PR108: OPAQUE,
  PY35: OPAQUE,
  PY37: OPAQUE,
  PO20: OPAQUE,
  PG17: OPAQUE,
  PR101: { ...OPAQUE, named: /\b(indian|venetian|light|english|pompeian|mars) red\b/i },
  PW4: { usual: 'semi-opaque', contradictedBy: ['Transparent'] },
  PB15: TRANSPARENT,
  'PB15:1': TRANSPARENT,
  'PB15:2': TRANSPARENT,
  'PB15:3': TRANSPARENT,
  'PB15:4': TRANSPARENT,
  'PB15:6': TRANSPARENT,
  PG7: TRANSPARENT,
  PG36: TRANSPARENT,
  PV19: TRANSPARENT,
  PR122: TRANSPARENT,
  PY150: TRANSPARENT,
};

export interface TOpacityReading {
  paintName: string;
  medium: string;
  pigmentCodes: readonly string[];
  opacity: string | null;
}

/**
 * How the paint's single pigment usually paints, when its opacity label contradicts that; null
 * when it does not, or nothing is known to say so: a mixture, an unknown pigment, no label, a name
 * that says it is transparent ('Transparent Chinese White'), or a gouache of a glazing pigment
 * (gouache is made opaque with its filler).
 */
export function opacityContradiction(paint: TOpacityReading): TUsualOpacity['usual'] | null {
  const [code, ...others] = paint.pigmentCodes;
  const known = code && others.length === 0 ? USUAL_OPACITY[code] : undefined;
  const label = OPACITY_SCALE.find((opacity) => opacity === paint.opacity);
  if (!known || !label || /\btransparent\b/i.test(paint.paintName)) return null;
  if (known.named && !known.named.test(paint.paintName)) return null;
  if (known.usual === 'transparent' && paint.medium === 'Gouache') return null;
  return known.contradictedBy.includes(label) ? known.usual : null;
}
