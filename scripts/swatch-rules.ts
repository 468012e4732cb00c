// What a watercolor row's swatch colour must be, and how a recorded value that is not is put right
// (issue 25, decision 021). The stored colour is the paint's masstone: the full-strength stroke of
// the maker's chart. Values recorded from the charts mix masstones with tints and a few sit at
// another pigment's hue; these rules find them from what painters know, and estimate the masstone:
//
// 1. Depth. A paint of one pigment is as deep as other makers' paints of that pigment (of the same
//    name, for pigments made in several shades: cadmium yellow deep is not cadmium lemon). Its
//    masstone depth is the median lightness of the darker half of their recorded values, those
//    that are tints by this test left out; a value more than DEPTH_TOLERANCE lighter is a tint. Colours painters know to be dark (umbers, sepia,
//    Payne's grey, indigo, neutral tint, maroons) are checked against their name's limit whatever
//    their pigments, and within one maker a "Deep" shade is never lighter than its plain one.
// 2. Hue. A paint of one pigment sits in the hue range of its pigment's family and bias (a
//    green-shade phthalo blue is greener than cobalt, an ultramarine redder); HUE_RANGES (swatch-ranges.ts), in OKLCh.
//
// 3. Chroma. A paint of one pigment is not much greyer than its pigment's other makers (an
//    indanthrone recorded as grey slate): below GREYED_FRACTION of their chroma it takes theirs.
// 4. Fellows' hue. A pigment made in several shades (PV19 from rose to violet) is held to the hue of
//    other makers' paints of its pigment and name: a quinacridone rose is not at its maker's
//    cadmium red's hue.
// 5. One value, one paint. A value the charts record for different paints (two oil ivory blacks at
//    one hex, clipped cadmium yellows) is no measurement of either: each such paint is marked an
//    estimate, is no reference for others, and is held to the rules above. A maker's own paint of one
//    name in two lines may share it.
//
// 6. A near-white. A coloured pigment's masstone is never a pale near-grey (OKLab L at least
//    PALE_LIGHTNESS and chroma under PALE_CHROMA: Daniel Smith's Italian Venetian Red recorded as a
//    pale peach), whatever its name: such a value is a placeholder or a faint tint, even where no
//    other maker sells the name to compare. It takes the depth, chroma and hue of its pigment's
//    other makers' masstones under any name.
// 7. No chart value. A paint no chart records (a colour someone once estimated, which two makers'
//    paints of one name could share) takes its name's masstone from the charts: its maker's own paint
//    of that name in another line, else the depth, chroma and hue of at least MIN_PEERS other makers'
//    recorded values of its name (rule 1's depth, tints left out). It is then held to the rules above.
//
// Estimates keep what the recorded value says of the paint where it can: a tint keeps its hue and
// takes the depth (lightness and chroma) of the reference masstones; a value at the wrong hue keeps
// its lightness and chroma and moves to just inside its range.
import { converter, type Oklch } from 'culori';
import {
  DEPTH_TOLERANCE,
  hexOf,
  hueDistance,
  intoRange,
  MIN_REFERENCES,
  masstoneOf,
  meanHue,
  median,
  medianHue,
  within,
} from './swatch-colour';
import { DARK_NAMES, HUE_RANGES, PIGMENT_HUE_RANGES } from './swatch-ranges';

const toOklch = converter('oklch');

/** A watercolor row as the rules read it. */
export interface SwatchRow {
  manufacturer: string;
  paintName: string;
  pigmentCodes: string[];
  hex: string;
  /** The value is the chart's as recorded (a reference for others), not an estimate. */
  recorded: boolean;
}

/** What the rules need of a pigment (data/paints/pigments.csv). */
export interface SwatchPigment {
  hueFamily: string;
  bias: string;
  shadesVary: boolean;
}

export interface SwatchFinding {
  index: number;
  /** What is wrong, in a few words for the row's source: 'a tint', 'off its pigment's hue'. */
  summary: string;
  /** Why the value is not the masstone and how it was estimated, for the report. */
  reason: string;
  /** The estimated masstone. */
  estimate: string;
}

/** Below this chroma (OKLCh) a colour's hue means little: near-blacks and greys are not hue-checked. */
const HUE_CHROMA = 0.04;
/** Less than this (OKLab L) over a dark name's limit is not worth a change. */
const NOTICEABLE = 0.01;
/** Below this share of its references' chroma a masstone is greyed (about half: grey slate for a deep blue). */
const GREYED_FRACTION = 0.5;
/**
 * How far (OKLCh degrees) a paint of a pigment made in several shades may sit from the hue of other
 * makers' paints of its pigment and name, from the median of theirs: their quinacridone roses sit
 * within a few degrees of it (4-16° about 9-14°), a rose recorded at a scarlet's hue (22°) beyond.
 */
const FELLOW_HUE_TOLERANCE = 12;
/** The fewest other makers' values the chroma rule reads (two agree on what one does not). */
const MIN_PEERS = 2;
/** A value at least this light (OKLab L, about L* 88) and greyer than PALE_CHROMA is a near-white (rule 6). */
const PALE_LIGHTNESS = 0.9;
const PALE_CHROMA = 0.05;

/**
 * A name that says its paint leans against its pigment's usual bias ('Ultramarine (Green Shade)': PB29
 * is a warm blue) is held to its family's range only; a name that agrees ('Phthalo Blue (Green
 * Shade)', PB15:3) is held to its bias's.
 */
function leansAgainst(name: string, bias: string | null): boolean {
  const lean = /\bgreen shade\b/i.test(name) ? 'cool' : /\bred shade\b/i.test(name) ? 'warm' : null;
  return lean !== null && lean !== bias;
}
/**
 * Paints greyer than their pigment's synthetic kind by nature, not by a chart's error: the natural
 * minerals (lapis lazuli, a "genuine" earth) and the transparent iron oxides beside the opaque ones.
 */
const OWN_CHROMA = /\b(genuine|lapis|natural|transparent)\b/i;
/** A 'Hue' is a stand-in mixed to look like its pigment, light or dark as its maker chose: no depth to hold it to. */
const HUE_PAINT = /\bhue\b/i;

const MAKER_WORDS = /\b(winsor|newton|daniel|smith|schmincke|holbein|graham|genuine|finest|artists?)\b/g;

/** A paint's name as its fellows across makers share it: 'Cadmium yellow middle' and 'Cadmium Yellow Medium' alike. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/grey/g, 'gray')
    .replace(/\bmiddle\b/g, 'medium')
    .replace(/\bpale\b/g, 'light')
    .replace(MAKER_WORDS, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A Deep shade's plain name within its maker ('Cadmium Red Deep' -> 'cadmium red'). */
function plainOfDeep(name: string): string | null {
  const key = nameKey(name);
  return /\bdeep\b/.test(key) ? key.replace(/\s*\bdeep\b\s*/, ' ').trim() : null;
}

/** Every row the rules find off its masstone, with the estimate that replaces it. */
export function swatchFindings(rows: readonly SwatchRow[], pigments: ReadonlyMap<string, SwatchPigment>): SwatchFinding[] {
  const colours = rows.map((row) => toOklch(row.hex) as Oklch);
  const single = (row: SwatchRow) => (row.pigmentCodes.length === 1 ? pigments.get(row.pigmentCodes[0] ?? '') : undefined);
  const names = rows.map((row) => nameKey(row.paintName));
  // 5. The recorded values different paints share: a maker's one paint of one name in two lines is one paint.
  const sharers = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (row.recorded) sharers.set(row.hex, [...(sharers.get(row.hex) ?? []), index]);
  });
  const sharing = rows.map((row, index) =>
    (sharers.get(row.hex) ?? []).filter((i) => i !== index && !(rows[i]?.manufacturer === row.manufacturer && names[i] === names[index])),
  );
  /** Rows by their pigments, the only rows a row's references can be. */
  const byPigments = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = row.pigmentCodes.join(' ');
    byPigments.set(key, [...(byPigments.get(key) ?? []), index]);
  });
  /**
   * The recorded masstones a row's depth is read from: other makers' paints of its pigment and
   * name, else (for a pigment made in one shade) of its pigment under any name. A maker's own
   * other paints of the pigment are other shades it chose to sell (quinacridone coral and red).
   */
  const referencesOf = (row: SwatchRow, index: number, anyName = false): Oklch[] => {
    const pigment = single(row);
    if (!pigment) return [];
    const others = (byPigments.get(row.pigmentCodes.join(' ')) ?? []).filter(
      (i) => i !== index && colours[i] && rows[i]?.recorded && sharing[i]?.length === 0 && rows[i]?.manufacturer !== row.manufacturer,
    );
    const sameName = others.filter((i) => names[i] === names[index]);
    return ((sameName.length > 0 && !anyName) || pigment.shadesVary ? sameName : others).flatMap((i) => colours[i] ?? []);
  };

  /**
   * Rule 7: the masstone the charts give a row no chart records, from the recorded paints of its name
   * (none that shares its value): its maker's own in another line, else at least MIN_PEERS other makers'.
   */
  const chartedMasstone = (row: SwatchRow, index: number): { colour: Oklch; summary: string; reason: string } | undefined => {
    const namesakes = rows.flatMap((other, i) =>
      other.recorded && i !== index && names[i] === names[index] && sharing[i]?.length === 0 ? [{ other, colour: colours[i] }] : [],
    );
    const own = namesakes.filter(({ other }) => other.manufacturer === row.manufacturer);
    const [first] = own;
    if (first?.colour)
      return {
        colour: first.colour,
        summary: `no chart records it: its maker's charted ${first.other.paintName} of another line`,
        reason: `no chart records this paint's value: its maker's ${first.other.paintName} as charted in another line taken`,
      };
    const others = namesakes.flatMap(({ colour }) => colour ?? []);
    if (others.length < MIN_PEERS) return undefined;
    const { depth, chroma } = masstoneOf(others);
    return {
      colour: { mode: 'oklch', l: depth, c: chroma, h: medianHue(others) },
      summary: `no chart records it: the masstone of ${others.length} other makers' charted ${names[index]}`,
      reason: `no chart records this paint's value: the depth, chroma and hue of ${others.length} other makers' recorded ${names[index]} taken`,
    };
  };

  /** Every other maker's recorded value of a row's one pigment, under any name: its shades (rule 6). */
  const shadesOf = (row: SwatchRow, index: number): Oklch[] =>
    (byPigments.get(row.pigmentCodes.join(' ')) ?? []).flatMap((i) =>
      i !== index && rows[i]?.recorded && sharing[i]?.length === 0 && rows[i]?.manufacturer !== row.manufacturer ? (colours[i] ?? []) : [],
    );

  // 7. A value no chart records gives way to its name's recorded masstones.
  const charted = rows.map((row, index) => (row.recorded ? undefined : chartedMasstone(row, index)));
  charted.forEach((masstone, index) => {
    if (masstone) colours[index] = masstone.colour;
  });

  const findings: SwatchFinding[] = [];
  rows.forEach((row, index) => {
    const recorded = colours[index];
    if (!recorded) return;
    const fromNames = charted[index];
    const reasons: string[] = fromNames ? [fromNames.reason] : [];
    const summaries: string[] = fromNames ? [fromNames.summary] : [];
    let estimate: Oklch = { ...recorded };
    const pigment = single(row);
    const code = row.pigmentCodes[0] ?? '';

    // 5. A value other paints share is no measurement of this one: marked, and held to the rules
    // below (a shared tint still takes its pigment's depth); another paint's value is never a reference.
    const shared = row.recorded ? (sharing[index] ?? []).flatMap((i) => rows[i] ?? []) : [];
    if (shared.length > 0) {
      const named = shared
        .slice(0, 3)
        .map((other) => `${other.manufacturer} ${other.paintName}`)
        .join(', ');
      summaries.push(`shared with ${shared.length} other paint${shared.length > 1 ? 's' : ''}`);
      reasons.push(`the value is also recorded for ${named}${shared.length > 3 ? '...' : ''}: an estimate, not this paint's measurement`);
    }

    // 2. Hue, first: a tint's estimate keeps the hue, so that hue must be right.
    if (pigment && (recorded.c ?? 0) >= HUE_CHROMA && recorded.h !== undefined) {
      const anyShade = pigment.shadesVary || !pigment.bias || leansAgainst(row.paintName, pigment.bias);
      const range =
        (anyShade ? undefined : PIGMENT_HUE_RANGES[code]) ?? HUE_RANGES[pigment.hueFamily]?.[anyShade ? 'any' : (pigment.bias ?? 'any')];
      if (range && !within(recorded.h, range)) {
        const hue = intoRange(recorded.h, range);
        summaries.push(`off ${code}'s hue`);
        reasons.push(
          `its hue (${Math.round(recorded.h)}°) is outside the ${range[0]}-${range[1]}° of ${code}, a ${pigment.bias ? `${pigment.bias} ` : ''}${pigment.hueFamily}: hue moved to ${Math.round(hue)}°, lightness and chroma kept`,
        );
        estimate = { ...estimate, h: hue };
      }
    }

    // 4. A pigment of several shades at the hue of its pigment and name.
    const others = HUE_PAINT.test(row.paintName) ? [] : referencesOf(row, index);
    const hued = others.filter((colour) => (colour.c ?? 0) >= HUE_CHROMA);
    if (pigment?.shadesVary && hued.length >= MIN_REFERENCES && (estimate.c ?? 0) >= HUE_CHROMA && estimate.h !== undefined) {
      const hue = medianHue(hued);
      if (hueDistance(estimate.h, hue) > FELLOW_HUE_TOLERANCE) {
        summaries.push(`off other makers' ${nameKey(row.paintName)} hue`);
        reasons.push(
          `its hue (${Math.round(estimate.h)}°) is more than ${FELLOW_HUE_TOLERANCE}° from the ${Math.round(hue)}° of ${hued.length} other makers' ${code} ${nameKey(row.paintName)}: their hue taken, lightness and chroma kept`,
        );
        estimate = { ...estimate, h: hue };
      }
    }

    // 1. Depth against the pigment's other makers.
    if (others.length > 0) {
      const { depth, chroma } = masstoneOf(others);
      if (recorded.l > depth + DEPTH_TOLERANCE) {
        summaries.push('a tint');
        reasons.push(
          `a tint (OKLab L ${recorded.l.toFixed(2)}) where other makers' ${code} masstones are L ${depth.toFixed(2)}: their depth taken, its hue kept`,
        );
        estimate = { ...estimate, l: depth, c: chroma };
      }
    }
    // 6. A coloured pigment's masstone recorded as a near-white.
    const pale = pigment && pigment.hueFamily !== 'white' && recorded.l >= PALE_LIGHTNESS && (recorded.c ?? 0) < PALE_CHROMA;
    const shades = pale && estimate.l === recorded.l ? shadesOf(row, index).filter((colour) => (colour.c ?? 0) >= HUE_CHROMA) : [];
    if (shades.length >= MIN_REFERENCES) {
      const { depth, chroma } = masstoneOf(shades);
      summaries.push('a near-white');
      reasons.push(
        `a near-white (OKLab L ${recorded.l.toFixed(2)}, chroma ${(recorded.c ?? 0).toFixed(3)}) for a ${pigment?.hueFamily} pigment: the depth, chroma and hue (${Math.round(medianHue(shades))}°) of ${shades.length} other makers' ${code} masstones taken`,
      );
      estimate = { l: depth, c: chroma, h: medianHue(shades), mode: 'oklch' };
    }
    // 3. Not a tint, but greyed (against its pigment's makers under any name): a grey's hue says
    // little, so theirs is taken too.
    const peers =
      pigment && !pigment.shadesVary && !HUE_PAINT.test(row.paintName) && !OWN_CHROMA.test(row.paintName)
        ? referencesOf(row, index, true)
        : [];
    if (peers.length >= MIN_PEERS && estimate.l === recorded.l) {
      const { chroma } = masstoneOf(peers);
      if (chroma >= 2 * HUE_CHROMA && (recorded.c ?? 0) < GREYED_FRACTION * chroma) {
        const hue = meanHue(peers);
        summaries.push('greyed');
        reasons.push(
          `greyed (OKLCh chroma ${(recorded.c ?? 0).toFixed(3)}) where other makers' ${code} masstones are ${chroma.toFixed(3)}: their chroma and hue (${Math.round(hue)}°) taken, its lightness kept`,
        );
        estimate = { ...estimate, c: chroma, h: hue };
      }
    }

    // 1. Depth of colours painters know to be dark, whatever their pigments.
    const limit = DARK_NAMES.find(([pattern]) => pattern.test(row.paintName))?.[1];
    if (limit !== undefined && estimate.l > limit + NOTICEABLE) {
      const fellows = rows.flatMap((other, i) => {
        const colour = colours[i];
        return other.recorded && i !== index && colour && colour.l <= limit && nameKey(other.paintName) === nameKey(row.paintName)
          ? [colour]
          : [];
      });
      const depth = fellows.length > 0 ? median(fellows.map((colour) => colour.l)) : limit;
      const chroma = fellows.length > 0 ? median(fellows.map((colour) => colour.c ?? 0)) : ((estimate.c ?? 0) * limit) / estimate.l;
      summaries.push(`too light for a ${nameKey(row.paintName)}`);
      reasons.push(
        `too light for a ${nameKey(row.paintName)} (OKLab L ${estimate.l.toFixed(2)}, at most ${limit}): ${fellows.length > 0 ? `the depth of ${fellows.length} other makers' ${nameKey(row.paintName)}` : 'darkened to that limit'}, its hue kept`,
      );
      estimate = { ...estimate, l: depth, c: chroma };
    }

    if (reasons.length > 0) findings.push({ index, summary: summaries.join(', '), reason: reasons.join('; '), estimate: hexOf(estimate) });
  });

  // 1. A Deep shade never lighter than its maker's plain shade of the same pigment, nor its estimate.
  /** A row's colour as the rules leave it so far: its estimate, else its value. */
  const settled = (index: number): Oklch | undefined => {
    const estimate = findings.find((finding) => finding.index === index)?.estimate;
    return estimate ? (toOklch(estimate) as Oklch) : colours[index];
  };
  rows.forEach((row, index) => {
    const plain = plainOfDeep(row.paintName);
    const earlier = findings.find((finding) => finding.index === index);
    const colour = settled(index);
    if (!plain || !colour) return;
    const lighterThan = rows.findIndex(
      (other, i) =>
        other.manufacturer === row.manufacturer &&
        other.pigmentCodes.join(' ') === row.pigmentCodes.join(' ') &&
        nameKey(other.paintName) === plain &&
        (settled(i)?.l ?? 1) < colour.l,
    );
    const plainColour = settled(lighterThan);
    if (!plainColour) return;
    if (earlier) {
      // Its estimate, from other makers' deep shades, is still lighter: it takes the plain shade's depth.
      earlier.summary += `, no lighter than ${rows[lighterThan]?.paintName}`;
      earlier.reason += `; still lighter than its maker's ${rows[lighterThan]?.paintName}: that depth taken`;
      earlier.estimate = hexOf({ ...colour, l: plainColour.l });
      return;
    }
    const fellows = rows.flatMap((other, i) =>
      other.recorded && other.manufacturer !== row.manufacturer && nameKey(other.paintName) === nameKey(row.paintName) && colours[i]
        ? [colours[i]]
        : [],
    );
    if (fellows.length === 0) return;
    findings.push({
      index,
      summary: `lighter than ${rows[lighterThan]?.paintName}`,
      reason: `lighter than its maker's ${rows[lighterThan]?.paintName}: the depth of ${fellows.length} other makers' ${nameKey(row.paintName)}, its hue kept`,
      estimate: hexOf({ ...colour, l: median(fellows.map((fellow) => fellow.l)), c: median(fellows.map((fellow) => fellow.c ?? 0)) }),
    });
  });
  return findings.sort((a, b) => a.index - b.index);
}
