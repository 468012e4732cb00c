import { useId, useMemo } from 'react';
import type { TColor } from '../../../../common/schemas/color';
import { hueChromaOf, hueRimColor } from '../../../../common/color/color-values';
import { hueGapText, widestHueGap } from '../hue-gap';

const R = 100;
// Paints rarely pass chroma 120 (CIE LCh); beyond it a dot sits on the rim.
const MAX_CHROMA = 120;
const RINGS = [30, 60, 90, 120];
const SPOKES = Array.from({ length: 12 }, (_, i) => i * 30);
// The rim: the hue at each angle, in 10° steps, so the wheel reads without a legend (worked out once).
const RIM = Array.from({ length: 36 }, (_, i) => ({ hue: i * 10, color: hueRimColor(i * 10 + 5) }));
const RIM_RADIUS = R + 6;

/** A point at a hue angle (counter-clockwise from the +a* axis, as colour science draws it) and radius. */
function at(hue: number, radius: number): [number, number] {
  const radians = (hue * Math.PI) / 180;
  return [radius * Math.cos(radians), -radius * Math.sin(radians)];
}

/** The pie slice of the widest gap, from the centre to the rim. */
function sector(from: number, width: number): string {
  const [x1, y1] = at(from, R);
  const [x2, y2] = at(from + width, R);
  // Counter-clockwise on screen is sweep-flag 0 (SVG's y points down).
  return `M0 0 L${x1.toFixed(2)} ${y1.toFixed(2)} A${R} ${R} 0 ${width > 180 ? 1 : 0} 0 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

interface HueChromaWheelProps {
  colors: readonly TColor[];
  /** On paper: black ink on white whatever the screen's scheme. */
  paper?: boolean;
  className?: string;
}

/**
 * Issue 15: the palette's colors on a hue/chroma wheel (CIE LCh, D65): angle is hue, distance from
 * the centre chroma, greys in the middle; the widest stretch of hue with no color in it is shaded
 * and said in words, so a painter sees what the palette cannot mix cleanly.
 */
export function HueChromaWheel({ colors, paper = false, className }: HueChromaWheelProps) {
  const captionId = useId();
  const dots = useMemo(
    () =>
      colors.map((color) => {
        const { hue, chroma } = hueChromaOf(color.hexCode);
        const [x, y] = at(hue ?? 0, (Math.min(chroma, MAX_CHROMA) / MAX_CHROMA) * R);
        return { color, x, y };
      }),
    [colors],
  );
  const gap = useMemo(() => widestHueGap(colors), [colors]);
  const line = paper ? 'stroke-neutral-300' : 'stroke-line';
  return (
    <figure className={className}>
      <svg role="img" aria-labelledby={captionId} viewBox="-114 -114 228 228" className="mx-auto block aspect-square w-full max-w-80">
        {gap ? <path d={sector(gap.from, gap.width)} className={paper ? 'fill-neutral-200' : 'fill-line/60'} /> : null}
        {RINGS.map((chroma) => (
          <circle key={chroma} r={(chroma / MAX_CHROMA) * R} fill="none" strokeWidth={0.6} strokeDasharray="2 2" className={line} />
        ))}
        {SPOKES.map((hue) => {
          const [x, y] = at(hue, R);
          return <line key={hue} x1={0} y1={0} x2={x} y2={y} strokeWidth={0.4} className={line} />;
        })}
        {RIM.map(({ hue, color }) => {
          const [x1, y1] = at(hue, RIM_RADIUS);
          const [x2, y2] = at(hue + 10, RIM_RADIUS);
          const d = `M${x1.toFixed(2)} ${y1.toFixed(2)} A${RIM_RADIUS} ${RIM_RADIUS} 0 0 0 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
          return <path key={hue} d={d} fill="none" stroke={color} strokeWidth={6} />;
        })}
        {dots.map(({ color, x, y }) => (
          <circle key={color.id} cx={x} cy={y} r={6} fill={color.hexCode} stroke="rgb(0 0 0 / 0.55)" strokeWidth={1}>
            <title>{color.paintName}</title>
          </circle>
        ))}
      </svg>
      <figcaption id={captionId} className={paper ? 'mt-[1mm] text-[8pt] text-neutral-700' : 'mt-2 text-sm text-ink-muted'}>
        Hue and chroma of {colors.length === 1 ? 'its color' : `its ${colors.length} colors`}: the angle is the hue, the distance from the
        centre the chroma, greys in the middle. {gap ? hueGapText(gap) : null}
      </figcaption>
    </figure>
  );
}
