import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import { useCatalogueCoverage } from '../api/catalogue-coverage';
import { AdminCard } from '../components/admin-card';

const cell = 'px-3 py-2 text-right tabular-nums';
const head = 'px-3 py-2 text-xs font-medium tracking-wide text-ink-muted uppercase';

/** Issue 42: each line of the catalogue, a row headed by its name, with its counts. */
export function CoverageTable() {
  const { data: lines, isError } = useCatalogueCoverage();
  return (
    <AdminCard title={T.coverageTitle} description={T.coverageDescription}>
      {/* A wide table scrolls in its own frame on a phone; the frame takes focus so keys can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section aria-label={T.coverageCaption} tabIndex={0} className="max-h-[28rem] overflow-auto rounded-md border border-line">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{T.coverageCaption}</caption>
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-line">
              <th scope="col" className={`${head} text-left`}>
                Line
              </th>
              {T.coverageColumns.map((column) => (
                <th key={column} scope="col" className={`${head} text-right`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {lines === undefined || lines.length === 0 ? (
              <tr>
                <td colSpan={T.coverageColumns.length + 1} className="px-3 py-6 text-center text-ink-muted">
                  {isError ? 'Coverage could not be loaded.' : lines === undefined ? 'Loading coverage…' : T.noLines}
                </td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={`${line.manufacturer}\t${line.seriesName ?? ''}\t${line.medium}`}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="font-medium text-ink">{line.manufacturer}</span>
                    {line.seriesName ? ` ${line.seriesName}` : ''}
                    <span className="block text-xs text-ink-muted">{line.medium}</span>
                  </th>
                  <td className={cell}>{line.paints}</td>
                  <td className={cell}>{line.withPigments}</td>
                  <td className={cell}>{line.withMakerLightfastness}</td>
                  <td className={cell}>{line.swatchFlagged}</td>
                  <td className={cell}>{line.openReports}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </AdminCard>
  );
}
