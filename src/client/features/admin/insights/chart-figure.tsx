import { type ReactNode, useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { saveFile } from '#client/lib/download.ts';
import { csvOf } from '#common/csv.ts';

export interface TableData {
  header: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/** The table as a CSV file for Excel (the palette export's writer, formulas kept as text). */
const tableCsv = (data: TableData) =>
  csvOf(
    data.header.map(
      (name, column) => [name, (row: TableData['rows'][number]) => (row[column] === null ? null : String(row[column]))] as const,
    ),
    data.rows,
    { excel: true },
  );

interface ChartFigureProps {
  title: string;
  /** The period's number beside the previous period's, or what the chart counts. */
  summary?: ReactNode;
  /** What the chart shows, as a table: shown on demand (the chart's alternative) and downloaded as CSV. */
  data: TableData;
  fileName: string;
  /** The chart; left out where the table is itself the chart (bars in its cells). */
  chart?: ReactNode;
  children?: ReactNode;
}

/** A day is never broken over two lines ('2026-' / '10-29'). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A table of the numbers: the chart's alternative, for screen readers and exact figures. */
export function DataTable({ data, caption }: { data: TableData; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            {data.header.map((cell) => (
              <th key={cell} scope="col" className="px-2 py-1.5 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a table of figures have no identity of their own.
            <tr key={i} className="border-b border-line/60">
              {row.map((cell, j) => {
                const className = j === 0 || ISO_DAY.test(String(cell)) ? 'whitespace-nowrap px-2 py-1.5 text-ink' : 'px-2 py-1.5 text-ink';
                // The first column names the row (its day or master): its header.
                return j === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                  <th key={j} scope="row" className={`${className} font-normal`}>
                    {cell ?? '—'}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                  <td key={j} className={className}>
                    {cell ?? '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One of the Insights' charts: its title and summary, the chart (hidden from screen readers, which
 * get the table), the table on demand, and the numbers as a CSV file.
 */
export function ChartFigure({ title, summary, data, fileName, chart, children }: ChartFigureProps) {
  const titleId = useId();
  const download = () => saveFile(new Blob([tableCsv(data)], { type: 'text/csv;charset=utf-8' }), fileName);
  return (
    <figure aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-lg border border-line p-3 sm:p-4">
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h3 id={titleId} className="font-semibold text-ink">
            {title}
          </h3>
          {summary ? <p className="text-sm text-ink-muted">{summary}</p> : null}
        </div>
        <Button variant="secondary" onClick={download}>
          Download CSV <span className="sr-only">of {title}</span>
        </Button>
      </figcaption>
      {chart ? (
        <>
          <div aria-hidden="true">{chart}</div>
          <details className="text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-ink-muted hover:text-ink">
              Show as a table<span className="sr-only">: {title}</span>
            </summary>
            <DataTable data={data} caption={title} />
          </details>
        </>
      ) : null}
      {children}
    </figure>
  );
}
