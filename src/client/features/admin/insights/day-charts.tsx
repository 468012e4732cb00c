import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { TInsights } from '#common/schemas/insights.ts';
import { formatDay } from './insight-format';

type TSeries = TInsights['painters']['weeklyActive'];
type TSignups = TInsights['painters']['signups'];

const CHART_HEIGHT = 220;
const axis = { stroke: 'var(--color-ink-muted)', fontSize: 12 } as const;

function DayAxes() {
  return (
    <>
      <CartesianGrid stroke="var(--color-line)" vertical={false} />
      <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day)} tick={axis} minTickGap={24} />
      <YAxis allowDecimals={false} tick={axis} width={40} />
    </>
  );
}

/** A legend in words and line styles (solid, dashed), never colour alone. */
function LineLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-ink-muted">
      <li className="flex items-center gap-1.5">
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="24" y2="4" stroke="var(--color-accent)" strokeWidth="2" />
        </svg>
        This period
      </li>
      <li className="flex items-center gap-1.5">
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="24" y2="4" stroke="var(--color-ink-muted)" strokeWidth="2" strokeDasharray="4 3" />
        </svg>
        Previous period
      </li>
    </ul>
  );
}

/** A number per day of the period, solid, over the previous period's day for day, dashed. */
export function PeriodLineChart({ series }: { series: TSeries }) {
  const data = series.days.map((point, i) => ({ ...point, previous: series.previousDays[i]?.value ?? 0 }));
  return (
    <div className="space-y-2">
      <LineLegend />
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 600, height: CHART_HEIGHT }}>
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <DayAxes />
          <Line
            dataKey="previous"
            stroke="var(--color-ink-muted)"
            strokeDasharray="4 3"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line dataKey="value" stroke="var(--color-accent)" strokeWidth={2} dot={data.length <= 31} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export const SIGNUP_METHOD_TEXTS = { email_password: 'E-mail and password', google: 'Google', other: 'Other' } as const;

/** Fills told apart by pattern as well as shade: solid, diagonal lines, dots. */
const METHOD_FILLS = { email_password: 'var(--color-accent)', google: 'url(#insights-hatched)', other: 'url(#insights-dotted)' } as const;

function MethodSwatch({ method }: { method: keyof typeof METHOD_FILLS }) {
  return (
    <svg width="14" height="14" aria-hidden="true" className="rounded-sm border border-line">
      <PatternDefs />
      <rect width="14" height="14" fill={METHOD_FILLS[method]} />
    </svg>
  );
}

function PatternDefs() {
  return (
    <defs>
      <pattern id="insights-hatched" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="var(--color-surface)" />
        <rect width="3" height="6" fill="var(--color-accent)" />
      </pattern>
      <pattern id="insights-dotted" width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" fill="var(--color-surface)" />
        <circle cx="2.5" cy="2.5" r="1.5" fill="var(--color-ink-muted)" />
      </pattern>
    </defs>
  );
}

/** Sign-ups per day, stacked by method. */
export function SignupsChart({ signups }: { signups: TSignups }) {
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-4 text-xs text-ink-muted">
        {signups.methods.map((method) => (
          <li key={method} className="flex items-center gap-1.5">
            <MethodSwatch method={method} />
            {SIGNUP_METHOD_TEXTS[method]}
          </li>
        ))}
      </ul>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 600, height: CHART_HEIGHT }}>
        <BarChart data={signups.days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <PatternDefs />
          <DayAxes />
          {signups.methods.map((method) => (
            <Bar
              key={method}
              dataKey={method}
              stackId="methods"
              fill={METHOD_FILLS[method]}
              stroke="var(--color-accent)"
              strokeWidth={0.5}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
