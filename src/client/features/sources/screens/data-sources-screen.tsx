import type { ReactNode } from 'react';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import type { TDataSource } from '#common/schemas/data-sources.ts';
import { SOURCES_TEXTS } from '#common/sources-texts.ts';
import listed from '#data/sources/sources.json';

// The one list of the catalogue's sources (its shape is checked by data-sources.test.ts).
const SOURCES: readonly TDataSource[] = listed;

// A licence's name is prose, broken only between words; an address has none, so it may break anywhere.
const LINK = 'inline-flex min-h-11 items-center text-accent-text underline underline-offset-4';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-muted sm:pt-0.5">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function SourceCard({ source }: { source: TDataSource }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-ink">{source.name}</h2>
      <dl className="mt-4 space-y-3">
        <Fact term={SOURCES_TEXTS.supplies}>{source.supplies}</Fact>
        <Fact term={SOURCES_TEXTS.licence}>
          {source.licenceUrl ? (
            <a href={source.licenceUrl} className={LINK}>
              {source.licence}
            </a>
          ) : (
            source.licence
          )}
        </Fact>
        {source.url ? (
          <Fact term={SOURCES_TEXTS.site}>
            <a href={source.url} className={`${LINK} wrap-anywhere`}>
              {source.url.replace(/^https:\/\//, '')}
            </a>
          </Fact>
        ) : null}
        {source.commits ? (
          <Fact term={SOURCES_TEXTS.commits}>
            <span className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-sm">
              {source.commits.map((commit) => (
                <code key={commit}>{commit}</code>
              ))}
            </span>
          </Fact>
        ) : null}
        <Fact term={SOURCES_TEXTS.files}>
          <ul className="space-y-0.5 font-mono text-sm wrap-anywhere">
            {source.files.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
    </li>
  );
}

/** Issue 42's Data sources page (/sources, public): each source of the paint catalogue, its licence and what it supplies. */
export function DataSourcesScreen() {
  usePageTitle(SOURCES_TEXTS.title);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-8 px-4 py-10 sm:py-16">
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold text-ink">{SOURCES_TEXTS.title}</h1>
        <p className="text-ink-muted">{SOURCES_TEXTS.intro}</p>
      </div>
      <ul className="space-y-6">
        {SOURCES.map((source) => (
          <SourceCard key={source.id} source={source} />
        ))}
      </ul>
      <div className="space-y-2">
        <h2 className="text-xl font-semibold text-ink">{SOURCES_TEXTS.reportHeading}</h2>
        <p className="text-ink">{SOURCES_TEXTS.report}</p>
      </div>
    </section>
  );
}
