import { clsx } from 'clsx';
import { hueRimColor } from '#common/color/color-values.ts';
import type { THueGap } from './hue-gap';
import { at, type TWheelLayout, type TWheelMark, WHEEL } from './wheel-marks';

const RINGS = [30, 60, 90, 120];
const SPOKES = Array.from({ length: 12 }, (_, i) => i * 30);
// The rim: the hue at each angle, in 10° steps, so the wheel reads without a legend (worked out once).
const RIM = Array.from({ length: 36 }, (_, i) => ({ hue: i * 10, color: hueRimColor(i * 10 + 5) }));

/** The pie slice of the widest gap, from the centre to the rim. */
function sector(from: number, width: number): string {
  const [x1, y1] = at(from, WHEEL.radius);
  const [x2, y2] = at(from + width, WHEEL.radius);
  // Counter-clockwise on screen is sweep-flag 0 (SVG's y points down).
  return `M0 0 L${x1.toFixed(2)} ${y1.toFixed(2)} A${WHEEL.radius} ${WHEEL.radius} 0 ${width > 180 ? 1 : 0} 0 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

interface WheelPictureProps {
  layout: TWheelLayout;
  gap: THueGap | null;
  /** The color picked on screen: its dot ringed, its label dark, its leader line drawn firmly. */
  chosen: TWheelMark | null;
  paper: boolean;
  captionId: string;
}

/**
 * The wheel itself (SVG): the shaded gap, chroma rings and hue spokes, the hue rim, then each
 * color's dot, its numbered label round the rim and the leader line between them. One picture
 * named by the caption; the names are in the key beside it.
 */
export function WheelPicture({ layout, gap, chosen, paper, captionId }: WheelPictureProps) {
  const { marks, extent } = layout;
  const guide = paper ? 'stroke-neutral-300' : 'stroke-line';
  const leader = paper ? 'stroke-neutral-500' : 'stroke-ink-muted';
  const edge = paper ? 'stroke-neutral-700' : 'stroke-ink';
  return (
    <svg
      role="img"
      aria-labelledby={captionId}
      viewBox={`${-extent} ${-extent} ${2 * extent} ${2 * extent}`}
      className="block aspect-square w-full"
    >
      {gap ? <path d={sector(gap.from, gap.width)} className={paper ? 'fill-neutral-200' : 'fill-line/60'} /> : null}
      {RINGS.map((chroma) => (
        <circle
          key={chroma}
          r={(chroma / WHEEL.maxChroma) * WHEEL.radius}
          fill="none"
          strokeWidth={0.6}
          strokeDasharray="2 2"
          className={guide}
        />
      ))}
      {SPOKES.map((hue) => {
        const [x, y] = at(hue, WHEEL.radius);
        return <line key={hue} x1={0} y1={0} x2={x} y2={y} strokeWidth={0.4} className={guide} />;
      })}
      {RIM.map(({ hue, color }) => {
        const [x1, y1] = at(hue, WHEEL.rimRadius);
        const [x2, y2] = at(hue + 10, WHEEL.rimRadius);
        const d = `M${x1.toFixed(2)} ${y1.toFixed(2)} A${WHEEL.rimRadius} ${WHEEL.rimRadius} 0 0 0 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
        return <path key={hue} d={d} fill="none" stroke={color} strokeWidth={WHEEL.rimWidth} />;
      })}
      {marks.map(({ color, dot, label }) => (
        <line key={color.id} x1={dot.x} y1={dot.y} x2={label.x} y2={label.y} strokeWidth={0.7} className={leader} />
      ))}
      {/* The chosen color's leader over the others, its dot over any it shares a spot with. */}
      {chosen ? (
        <line x1={chosen.dot.x} y1={chosen.dot.y} x2={chosen.label.x} y2={chosen.label.y} strokeWidth={1.6} className={edge} />
      ) : null}
      {[...marks.filter((mark) => mark !== chosen), ...(chosen ? [chosen] : [])].map(({ color, dot }) => (
        <circle key={color.id} cx={dot.x} cy={dot.y} r={WHEEL.dotRadius} fill={color.hexCode} strokeWidth={1} className={edge} />
      ))}
      {chosen ? (
        <circle cx={chosen.dot.x} cy={chosen.dot.y} r={WHEEL.dotRadius + 2.5} fill="none" strokeWidth={1.6} className={edge} />
      ) : null}
      {marks.map((mark) => (
        <NumberDisc key={mark.color.id} mark={mark} chosen={mark === chosen} paper={paper} />
      ))}
    </svg>
  );
}

function NumberDisc({ mark, chosen, paper }: { mark: TWheelMark; chosen: boolean; paper: boolean }) {
  const digits = String(mark.number).length;
  return (
    <g transform={`translate(${mark.label.x.toFixed(2)} ${mark.label.y.toFixed(2)})`}>
      <circle
        r={WHEEL.labelRadius}
        strokeWidth={chosen ? 1.6 : 0.8}
        className={paper ? 'fill-white stroke-neutral-600' : clsx(chosen ? 'fill-ink stroke-ink' : 'fill-surface stroke-ink-muted')}
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={digits > 2 ? 8 : 10}
        className={clsx('font-medium tabular-nums', paper ? 'fill-black' : chosen ? 'fill-surface' : 'fill-ink')}
      >
        {mark.number}
      </text>
    </g>
  );
}
