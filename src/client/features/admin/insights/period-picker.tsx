import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { INSIGHTS } from '#common/insights.ts';
import { daysBetween } from '#common/insights-days.ts';
import type { TInsightsQuery } from '#common/schemas/insights.ts';
import { periodEnding } from './insight-format';

const segment =
  'inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-ink-muted has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-accent';

/** The period: the last 7, 30, 90 or 365 days to today, or from–to (at most a year and a day). */
export function PeriodPicker({
  today,
  period,
  onChange,
}: {
  today: string;
  period: TInsightsQuery;
  onChange: (period: TInsightsQuery) => void;
}) {
  const name = useId();
  const days = period.to === today ? INSIGHTS.periods.find((d) => periodEnding(today, d).from === period.from) : undefined;
  const [custom, setCustom] = useState(days === undefined);
  const [draft, setDraft] = useState(period);
  const span = daysBetween(draft.from, draft.to);
  const draftError =
    draft.from > draft.to
      ? 'The period ends before it starts.'
      : span > INSIGHTS.maxPeriodDays
        ? `A period is at most ${INSIGHTS.maxPeriodDays} days.`
        : null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draftError) onChange(draft);
  };
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">Period</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg bg-paper p-1">
          {INSIGHTS.periods.map((d) => (
            <label key={d} className={segment}>
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={!custom && days === d}
                onChange={() => {
                  setCustom(false);
                  onChange(periodEnding(today, d));
                }}
              />
              {d} days
            </label>
          ))}
          <label className={segment}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={custom}
              onChange={() => {
                // The form starts from the period shown, not the one shown when it first opened.
                setDraft(period);
                setCustom(true);
              }}
            />
            From–to
          </label>
        </div>
      </fieldset>
      {custom ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
          <label className="space-y-1 text-sm text-ink">
            <span>From</span>
            <Input type="date" value={draft.from} max={today} required onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </label>
          <label className="space-y-1 text-sm text-ink">
            <span>To</span>
            <Input type="date" value={draft.to} max={today} required onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </label>
          <Button type="submit" variant="secondary" disabled={draftError !== null}>
            Show
          </Button>
          {draftError ? (
            <p role="alert" className="w-full text-sm text-danger-text">
              {draftError}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
