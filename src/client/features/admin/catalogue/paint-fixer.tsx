import { useState } from 'react';
import { usePaintSearch } from '#client/components/paints/api/search-paints.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import { useCataloguePaint } from '../api/catalogue-paint';
import { AdminCard } from '../components/admin-card';
import { useDebouncedValue } from '../use-debounced-value';
import { PaintFactsForm } from './paint-facts-form';
import { PaintHistory } from './paint-history';

/** Issue 42: find a catalogue paint, then fix its facts in place and read its history. */
export function PaintFixer({ paintId, onOpenPaint }: { paintId: string | null; onOpenPaint: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, 250);
  const { data: results } = usePaintSearch({ query: settled, tagIds: [] }, settled.trim().length >= 3);
  const paints = settled.trim().length >= 3 ? (results ?? []).filter((result) => result.kind === 'catalogue') : [];
  return (
    <AdminCard title={T.fixTitle} description={T.fixDescription}>
      <div className="space-y-2">
        <TextField
          label={T.searchLabel}
          hint={T.searchHint}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {settled.trim().length >= 3 ? (
          paints.length === 0 ? (
            <p className="text-sm text-ink-muted">{results ? T.noPaintsFound : 'Searching…'}</p>
          ) : (
            <ul aria-label="Paints found" className="divide-y divide-line rounded-md border border-line">
              {paints.map((paint) => (
                <li key={paint.id}>
                  <button
                    type="button"
                    aria-current={paint.id === paintId ? 'true' : undefined}
                    className="flex min-h-11 w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-paper aria-[current]:bg-paper"
                    onClick={() => onOpenPaint(paint.id)}
                  >
                    <span
                      aria-hidden="true"
                      className="size-5 shrink-0 rounded ring-1 ring-black/15"
                      style={{ backgroundColor: paint.hexCode ?? undefined }}
                    />
                    <span className="min-w-0">
                      <span className="font-medium text-ink">{paint.paintName}</span>{' '}
                      <span className="text-ink-muted">
                        {paint.manufacturer}
                        {paint.seriesName ? ` ${paint.seriesName}` : ''}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
      {paintId ? <OpenPaint id={paintId} /> : null}
    </AdminCard>
  );
}

function OpenPaint({ id }: { id: string }) {
  const { data: paint, isError } = useCataloguePaint(id);
  if (isError) return <p className="text-sm text-danger-text">This paint could not be loaded.</p>;
  if (!paint) return <p className="text-sm text-ink-muted">Loading…</p>;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 border-t border-line pt-4">
      <div>
        <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
          {paint.paintName}
        </h3>
        <p className="text-sm text-ink-muted">
          {paint.manufacturer}
          {paint.seriesName ? ` ${paint.seriesName}` : ''} · {paint.medium}
        </p>
        {paint.editedFacts.length > 0 ? (
          <p className="text-sm text-ink-muted">
            {T.fixedFacts} {paint.editedFacts.map((fact) => T.factLabels[fact]).join(', ')}
          </p>
        ) : null}
      </div>
      {/* Keyed by the saved facts: a fix saved elsewhere (or an import) starts the form from them. */}
      <PaintFactsForm key={JSON.stringify(paint)} paint={paint} />
      <PaintHistory paintId={id} />
    </section>
  );
}
