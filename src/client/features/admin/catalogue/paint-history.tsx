import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import type { TPaintFactEdit } from '#common/schemas/catalogue-care.ts';
import { usePaintFactHistory } from '../api/catalogue-paint';

const shown = (value: TPaintFactEdit['before'][string] | undefined) =>
  value === null || value === undefined || value.length === 0 ? '—' : Array.isArray(value) ? value.join(' ') : value;

const isLink = (source: string) => /^https?:\/\//i.test(source);

/** Issue 42: the fixes of a paint's facts, newest first: who, when, each fact before → after, and where from. */
export function PaintHistory({ paintId }: { paintId: string }) {
  const { data: history } = usePaintFactHistory(paintId);
  return (
    <section aria-labelledby={`${paintId}-history`} className="space-y-2">
      <h3 id={`${paintId}-history`} className="text-sm font-medium text-ink">
        {T.historyTitle}
      </h3>
      {history === undefined ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : history.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.noHistory}</p>
      ) : (
        <ol aria-label={T.historyTitle} className="space-y-3">
          {history.map((edit) => (
            <li key={edit.id} className="rounded-md border border-line p-3 text-sm">
              <p className="text-ink-muted">
                {edit.editor ?? 'A former admin'},{' '}
                <time dateTime={edit.editedAt}>
                  {new Date(edit.editedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                , from{' '}
                {isLink(edit.source) ? (
                  <a href={edit.source} className="underline" rel="noreferrer noopener" target="_blank">
                    {edit.source}
                  </a>
                ) : (
                  <span>the {edit.source}</span>
                )}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {Object.keys(edit.after).map((fact) => (
                  <div key={fact} className="contents">
                    <dt className="text-ink-muted">{T.factLabels[fact as keyof typeof T.factLabels] ?? fact}</dt>
                    <dd className="break-words">
                      <span className="font-mono">{shown(edit.before[fact])}</span> →{' '}
                      <span className="font-mono">{shown(edit.after[fact])}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
