// npm run bench:mix: issue 15's mixing preview computes every mix in the browser on each change of
// the chosen colors; the target is under 16 ms per update (one frame). Times the app's own code
// (mixRecipes + mixColor + the wash strip of a watercolor palette: the Kubelka-Munk model over parts
// of paint of src/common/color/paint-mix.ts, issue 25; and issue 42's search of each pair's most
// neutral ratio, neutralRecipes, whose mixes are drawn too) for two and for three colors over
// many different choices, and beside it the bare baseline of averaging the same recipes in RGB
// (what a naive preview would do), in the same run. Best of several rounds: the machine is shared.
import '../scripts/require-node.mjs';
import { mixColor, mixLighteningStrip, neutralRecipes } from '#client/features/palette-detail/mixing/mix-colors.ts';
import { mixRecipes, type TMixPart } from '#client/features/palette-detail/mixing/mix-recipes.ts';
import type { TColor } from '#common/schemas/color.ts';

const TARGET_MS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const UPDATES = 400;

/** A spread of paint colors: hues around the wheel at several lightnesses. */
const PAINTS: TColor[] = Array.from({ length: 48 }, (_, i) => {
  const hue = (i * 47) % 360;
  const [r, g, b] = [0, 120, 240].map((shift) => Math.round(127 + 110 * Math.cos(((hue + shift) * Math.PI) / 180) * (0.4 + (i % 4) * 0.2)));
  const hex = `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  return { id: String(i), paintName: `Paint ${i}`, hexCode: hex } as TColor;
});

function rgbAverage(recipe: readonly TMixPart[]): string {
  const total = recipe.reduce((sum, { parts }) => sum + parts, 0);
  const channel = (start: number) =>
    Math.round(recipe.reduce((sum, { color, parts }) => sum + parseInt(color.hexCode.slice(start, start + 2), 16) * parts, 0) / total);
  return `#${[1, 3, 5].map((start) => channel(start).toString(16).padStart(2, '0')).join('')}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Times one update (all the mixes of one choice of colors) UPDATES times; p50 and p95 in ms. */
function timeUpdates(
  count: number,
  mix: (recipe: readonly TMixPart[]) => string,
  neutral: (colors: readonly TColor[]) => TMixPart[][] = () => [],
): { p50: number; p95: number } {
  const samples: number[] = [];
  for (let update = 0; update < UPDATES; update += 1) {
    const chosen = Array.from({ length: count }, (_, k) => PAINTS[(update * 7 + k * 13) % PAINTS.length] as TColor);
    const started = performance.now();
    [...neutral(chosen), ...mixRecipes(chosen)].map(mix);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const ms = (value: number) => value.toFixed(3).padStart(7);
let met = true;
for (const count of [2, 3]) {
  // What the panel draws for a watercolor palette: each mix and its wash strip.
  const app = Array.from({ length: ROUNDS }, () =>
    timeUpdates(count, (recipe) => `${mixColor(recipe)}${mixLighteningStrip(recipe, 'water').join('')}`, neutralRecipes),
  ).sort((a, b) => a.p95 - b.p95)[0];
  const bare = Array.from({ length: ROUNDS }, () => timeUpdates(count, rgbAverage)).sort((a, b) => a.p95 - b.p95)[0];
  if (!app || !bare) continue;
  const pass = app.p95 < TARGET_MS;
  met &&= pass;
  process.stdout.write(
    `${count} colors (${mixRecipes(PAINTS.slice(0, count)).length} mixes): Kubelka-Munk p50 ${ms(app.p50)} ms p95 ${ms(app.p95)} ms | ` +
      `RGB average p95 ${ms(bare.p95)} ms | ${((app.p95 / TARGET_MS) * 100).toFixed(1)} % of the ${TARGET_MS} ms frame  ${pass ? 'PASS' : 'MISSED'}\n`,
  );
}
process.exitCode = met ? 0 : 1;
