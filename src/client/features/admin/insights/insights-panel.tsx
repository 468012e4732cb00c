import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { INSIGHTS } from '#common/insights.ts';
import { dayOf } from '#common/insights-days.ts';
import type { TBreakdown, TInsights, TInsightsQuery } from '#common/schemas/insights.ts';
import { useInsights } from '../api/get-insights';
import { useUpdateInsights } from '../api/update-insights';
import { AdminCard } from '../components/admin-card';
import { BreakdownTable, breakdownData } from './breakdown-table';
import { ChartFigure, DataTable } from './chart-figure';
import { PeriodLineChart, SIGNUP_METHOD_TEXTS, SignupsChart } from './day-charts';
import { changeText, formatDay, formatNumber, periodEnding } from './insight-format';
import { PeriodPicker } from './period-picker';

type TSeries = TInsights['painters']['weeklyActive'];

const compared = (label: string, total: { current: number; previous: number }) =>
  `${label}: ${formatNumber(total.current)}; previous period ${formatNumber(total.previous)} (${changeText(total.current, total.previous)})`;

const seriesData = (series: TSeries, value: string) => ({
  header: ['Day', value, `${value}, previous period`, 'Previous period day'],
  rows: series.days.map((point, i) => [point.day, point.value, series.previousDays[i]?.value ?? 0, series.previousDays[i]?.day ?? null]),
});

const grid = 'grid items-start gap-4 lg:grid-cols-2';

/** Issue 30: the Insights tab. What painters did in the period, beside the period before, from the daily rollups. */
export default function InsightsPanel() {
  // The day the tab opened on bounds the period picker; "Update now" counts the day it is clicked on.
  const [today] = useState(() => dayOf(new Date()));
  const [period, setPeriod] = useState<TInsightsQuery>(() => periodEnding(today, INSIGHTS.defaultPeriod));
  const insights = useInsights(period);
  const update = useUpdateInsights();
  const data = insights.data;
  const file = (name: string) => `insights-${name}-${period.from}-to-${period.to}.csv`;

  return (
    <div className="space-y-6">
      <AdminCard
        title="Insights"
        description={
          data
            ? `${formatDay(data.from, true)} to ${formatDay(data.to, true)}, beside ${formatDay(data.previousFrom, true)} to ${formatDay(data.previousTo, true)}. Only counts leave the server; a row of fewer than ${INSIGHTS.minPeople} people is counted in “Other”.`
            : 'What painters did, beside the period before.'
        }
        action={
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(dayOf(new Date()), {
                onSuccess: () => toast({ title: 'Insights up to date', description: 'Today so far is counted.' }),
                onError: (error) =>
                  toast(withServerReason({ title: 'Could not update', description: 'Please try again.' }, error), 'destructive'),
              })
            }
          >
            {update.isPending ? 'Updating…' : 'Update now'}
          </Button>
        }
      >
        <PeriodPicker today={today} period={period} onChange={setPeriod} />
        <p role="status" className="text-sm text-ink-muted">
          {insights.isError ? 'The insights could not be loaded.' : data ? freshness(data) : 'Loading…'}
        </p>
        {insights.isError ? (
          <Button variant="secondary" onClick={() => void insights.refetch()}>
            Try again
          </Button>
        ) : null}
      </AdminCard>

      {data ? (
        <>
          <AdminCard title="Painters" description="Who joined, who came back, what they made.">
            <div className={grid}>
              <ChartFigure
                title="Sign-ups per day"
                summary={compared('Sign-ups', data.painters.signups.total)}
                fileName={file('sign-ups')}
                data={{
                  header: ['Day', ...data.painters.signups.methods.map((m) => SIGNUP_METHOD_TEXTS[m])],
                  rows: data.painters.signups.days.map((day) => [day.day, ...data.painters.signups.methods.map((m) => day[m])]),
                }}
                chart={<SignupsChart signups={data.painters.signups} />}
              />
              <ChartFigure
                title="Weekly active painters"
                summary={compared('Active in the last 7 days of the period', data.painters.weeklyActive.total)}
                fileName={file('weekly-active')}
                data={seriesData(data.painters.weeklyActive, 'Active in the 7 days to this day')}
                chart={<PeriodLineChart series={data.painters.weeklyActive} />}
              />
              <ChartFigure
                title="Palettes created"
                summary={compared('Palettes created', data.painters.palettesCreated.total)}
                fileName={file('palettes-created')}
                data={seriesData(data.painters.palettesCreated, 'Palettes created')}
                chart={<PeriodLineChart series={data.painters.palettesCreated} />}
              />
            </div>
          </AdminCard>

          <AdminCard title="Buy clicks" description="Clicks on Buy links, and the paints, makers and curated palettes they came from.">
            <div className={grid}>
              <ChartFigure
                title="Buy clicks per day"
                summary={compared('Buy clicks', data.buyClicks.series.total)}
                fileName={file('buy-clicks')}
                data={seriesData(data.buyClicks.series, 'Buy clicks')}
                chart={<PeriodLineChart series={data.buyClicks.series} />}
              />
              <Breakdown
                title="Top paints"
                file={file('buy-paints')}
                breakdown={data.buyClicks.paints}
                columns={{ label: 'Paint', detail: 'Maker', value: 'Clicks' }}
              />
              <Breakdown
                title="Top makers"
                file={file('buy-makers')}
                breakdown={data.buyClicks.makers}
                columns={{ label: 'Maker', value: 'Clicks' }}
              />
              <Breakdown
                title="Curated palettes that earn"
                file={file('buy-palettes')}
                breakdown={data.buyClicks.palettes}
                columns={{ label: 'Master palette', value: 'Clicks' }}
              />
            </div>
          </AdminCard>

          <CuratedCard curated={data.curated} fileName={file('curated')} />

          <AdminCard
            title="What painters use"
            description="Catalogue paints and pigments in painters’ own palettes, and their studios, as the period ended."
          >
            <div className={grid}>
              <Breakdown
                title="Most-used catalogue paints"
                file={file('paints-used')}
                breakdown={data.usage.paints}
                columns={{ label: 'Paint', detail: 'Maker', value: 'Palettes' }}
              />
              <Breakdown
                title="Most-used pigments"
                file={file('pigments-used')}
                breakdown={data.usage.pigments}
                columns={{ label: 'Pigment', value: 'Palettes' }}
              />
              <Breakdown
                title="Paints most often owned"
                file={file('owned')}
                breakdown={data.usage.owned}
                columns={{ label: 'Paint', detail: 'Maker', value: 'Painters' }}
              />
              <Breakdown
                title="Paints most wished for"
                file={file('wished')}
                breakdown={data.usage.wished}
                columns={{ label: 'Paint', detail: 'Maker', value: 'Painters' }}
              />
            </div>
          </AdminCard>

          <AdminCard
            title="Looked for, not found"
            description="Catalogue searches that found nothing, or few paints: the catalogue’s gaps."
          >
            <div className={grid}>
              <Breakdown
                title="Searches with no results"
                file={file('searches-none')}
                breakdown={data.searches.none}
                columns={{ label: 'Words', detail: 'Medium', value: 'Searches' }}
              />
              <Breakdown
                title={`Searches with fewer than ${INSIGHTS.fewResults} results`}
                file={file('searches-few')}
                breakdown={data.searches.few}
                columns={{ label: 'Words', detail: 'Medium', value: 'Searches' }}
              />
            </div>
          </AdminCard>
        </>
      ) : null}
    </div>
  );
}

function Breakdown({
  title,
  file,
  breakdown,
  columns,
}: {
  title: string;
  file: string;
  breakdown: TBreakdown;
  columns: Parameters<typeof breakdownData>[1];
}) {
  return (
    <ChartFigure title={title} fileName={file} data={breakdownData(breakdown, columns)}>
      <BreakdownTable breakdown={breakdown} columns={columns} caption={title} />
    </ChartFigure>
  );
}

const CURATED_COLUMNS = [
  'Master palette',
  'People reached',
  'Copies kept',
  'Removed in period',
  'Own copies made',
  'Own copies edited',
  'Opened in period',
];

/** How fresh the numbers are: the last day counted, and when. */
function freshness(data: TInsights): string {
  if (!data.rolledThrough) return 'Nothing counted yet: the daily job makes each day after it ends, or use Update now.';
  const made = data.rolledAt ? ` (made ${new Date(data.rolledAt).toLocaleString('en')})` : '';
  return `Counted through ${formatDay(data.rolledThrough, true)}${made}.`;
}

function CuratedCard({ curated, fileName }: { curated: TInsights['curated']; fileName: string }) {
  const table = {
    header: CURATED_COLUMNS,
    rows: curated.rows.map((row) => [row.label, row.reached, row.kept, row.removed, row.copied, row.edited, row.opened]),
  };
  return (
    <AdminCard
      title="Curated palettes"
      description="Each master: the people its distribution reached, and what they did with their copies."
    >
      <ChartFigure
        title="Distributions"
        summary={
          curated.other.rows > 0
            ? `${curated.other.rows} more ${curated.other.rows === 1 ? 'master is' : 'masters are'} held by fewer than ${INSIGHTS.minPeople} people and not shown.`
            : undefined
        }
        fileName={fileName}
        data={table}
      >
        {table.rows.length > 0 ? (
          <DataTable data={table} caption="Distributions" />
        ) : (
          <p className="text-sm text-ink-muted">No master has reached {INSIGHTS.minPeople} people yet.</p>
        )}
      </ChartFigure>
    </AdminCard>
  );
}
