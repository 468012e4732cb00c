import { converter, differenceCiede2000, type Lab65 } from 'culori';
import { type SQL, sql } from 'drizzle-orm';

// CIELAB under D65, as the paints' generated columns store it (paint_lab, migrations 0014 and 0030).
const toLab = converter('lab65');
const ciede2000 = differenceCiede2000();

/** A color's CIELAB (D65); none for text that is no color. */
export function labOf(hex: string): Lab65 | undefined {
  return toLab(hex);
}

/** CIEDE2000 between two CIELAB (D65) colors. */
export function deltaE2000(from: Pick<Lab65, 'l' | 'a' | 'b'>, to: Pick<Lab65, 'l' | 'a' | 'b'>): number {
  return ciede2000({ mode: 'lab65', ...from }, { mode: 'lab65', ...to });
}

/** ΔE as answers give it: one decimal. */
export function roundDeltaE(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Plain Lab distance (CIE76) from paint `p` to a point: the very expression paints_lab_nearest_idx
 * indexes, so ordering by it alone (no tie-breaker: the index orders by nothing else) walks the
 * index (KNN) instead of sorting every paint. CIEDE2000 then re-ranks the few read.
 */
export function labDistance(point: { l: SQL | number; a: SQL | number; b: SQL | number }): SQL {
  return sql`cube(array[p.lab_l, p.lab_a, p.lab_b]) <-> cube(array[${point.l}, ${point.a}, ${point.b}]::float8[])`;
}
