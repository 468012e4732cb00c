import { INSIGHTS, OTHER_LABEL } from '#common/insights.ts';
import type { TBreakdown } from '#common/schemas/insights.ts';
import type { TableData } from './chart-figure';
import { formatNumber } from './insight-format';

interface BreakdownColumns {
  /** What a row is ('Paint'), what its detail is ('Maker'; none when rows have no detail), and what is counted ('Clicks'). */
  label: string;
  detail?: string;
  value: string;
}

const otherText = (rows: number) =>
  `${OTHER_LABEL} (${formatNumber(rows)} ${rows === 1 ? 'row' : 'rows'}: fewer than ${INSIGHTS.minPeople} people each, or beyond the top ${INSIGHTS.topRows})`;

/** A breakdown as the CSV and table give it: the rows, then "Other". */
export function breakdownData(breakdown: TBreakdown, columns: BreakdownColumns): TableData {
  const withDetail = (label: string, detail: string | null, value: number) => (columns.detail ? [label, detail, value] : [label, value]);
  const rows = breakdown.rows.map((row) => withDetail(row.label, row.detail, row.value));
  if (breakdown.other.rows > 0) rows.push(withDetail(otherText(breakdown.other.rows), null, breakdown.other.value));
  return { header: columns.detail ? [columns.label, columns.detail, columns.value] : [columns.label, columns.value], rows };
}

/**
 * A breakdown as a table whose numbers carry bars (the chart and its table at once: readable on a
 * phone, where a bar chart's long paint names would not fit). "Other" closes it, unbarred.
 */
export function BreakdownTable({ breakdown, columns, caption }: { breakdown: TBreakdown; columns: BreakdownColumns; caption: string }) {
  const most = Math.max(1, ...breakdown.rows.map((row) => row.value));
  if (breakdown.rows.length === 0 && breakdown.other.rows === 0) return <p className="text-sm text-ink-muted">Nothing in this period.</p>;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-ink-muted">
          <th scope="col" className="w-3/5 px-2 py-1.5 font-medium">
            {columns.label}
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-medium">
            {columns.value}
          </th>
        </tr>
      </thead>
      <tbody>
        {breakdown.rows.map((row) => (
          <tr key={row.key} className="border-b border-line/60">
            <th scope="row" className="px-2 py-1.5 font-normal text-ink">
              <span className="block truncate" title={row.label}>
                {row.label}
              </span>
              {columns.detail && row.detail ? <span className="block truncate text-xs text-ink-muted">{row.detail}</span> : null}
            </th>
            <td className="px-2 py-1.5">
              <div className="flex items-center justify-end gap-2">
                <span
                  className="h-2.5 rounded-sm bg-accent"
                  style={{ width: `${Math.max(4, (row.value / most) * 100)}%` }}
                  aria-hidden="true"
                />
                <span className="tabular-nums text-ink">{formatNumber(row.value)}</span>
              </div>
            </td>
          </tr>
        ))}
        {breakdown.other.rows > 0 ? (
          <tr>
            <th scope="row" className="px-2 py-1.5 text-xs font-normal text-ink-muted">
              {otherText(breakdown.other.rows)}
            </th>
            <td className="px-2 py-1.5 text-right tabular-nums text-ink-muted">{formatNumber(breakdown.other.value)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
