import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import { addDays, dayOf } from '#common/insights-days.ts';
import type { TInsights } from '#common/schemas/insights.ts';
import InsightsPanel from './insights-panel';

const today = dayOf(new Date());
const empty = { rows: [], other: { value: 0, rows: 0 } };
const series = (from: string, values: number[], previousFrom: string) => ({
  days: values.map((value, i) => ({ day: addDays(from, i), value })),
  previousDays: values.map((_, i) => ({ day: addDays(previousFrom, i), value: 1 })),
  total: { current: values.reduce((a, b) => a + b, 0), previous: values.length },
});

/** An answer for the period asked, with buy clicks on one paint shown and two folded. */
function insightsFor(from: string, to: string): TInsights {
  const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, 1 - span);
  const values = Array.from({ length: span }, (_, i) => i % 3);
  return {
    from,
    to,
    previousFrom,
    previousTo,
    rolledThrough: addDays(today, -1),
    rolledAt: `${today}T01:07:00.000Z`,
    painters: {
      signups: {
        days: values.map((v, i) => ({ day: addDays(from, i), email_password: v, google: 0, other: 1 })),
        total: { current: 40, previous: 20 },
        methods: ['email_password', 'other'],
      },
      weeklyActive: series(from, values, previousFrom),
      palettesCreated: series(from, values, previousFrom),
    },
    buyClicks: {
      series: series(from, values, previousFrom),
      paints: {
        rows: [{ key: 'Goethite\tDaniel Smith', label: 'Goethite', detail: 'Daniel Smith', value: 12 }],
        other: { value: 7, rows: 2 },
      },
      makers: empty,
      palettes: empty,
    },
    curated: {
      rows: [{ key: 'm-1', label: 'Brand earths', reached: 120, kept: 110, removed: 3, copied: 9, edited: 4, opened: 61 }],
      other: { rows: 1 },
    },
    usage: { paints: empty, pigments: empty, owned: empty, wished: empty },
    searches: {
      none: {
        rows: [
          { key: 'Watercolor\tzorba teal', label: 'zorba teal', detail: 'Watercolor', value: 6 },
          // What anyone typed: a spreadsheet must show it, never run it.
          { key: 'Watercolor\t=hyperlink("x")', label: '=hyperlink("x")', detail: 'Watercolor', value: 5 },
        ],
        other: { value: 0, rows: 0 },
      },
      few: empty,
    },
  };
}

function renderPanel() {
  const asked: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    return url;
  };
  apiServer.use(
    http.get('/api/admin/insights', ({ request }) => {
      const url = note(request);
      return answer(request, insightsFor(url.searchParams.get('from') ?? today, url.searchParams.get('to') ?? today));
    }),
    http.post('/api/admin/insights/rollups', ({ request }) => {
      note(request);
      return answer(request, { day: today, durationMs: 12 });
    }),
  );
  const saved: { name: string; text: Promise<string> }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    // Decoded keeping the byte order mark, which Excel needs to read UTF-8.
    saved.push({
      name: '',
      text: (blob as Blob).arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
    });
    return 'blob:insights';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <InsightsPanel />
      <Toaster />
    </QueryClientProvider>,
  );
  return { asked, saved, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('the Insights tab', () => {
  it('asks for the last 30 days, and shows the totals beside the previous period, the fold and how fresh it is', async () => {
    const { asked } = renderPanel();
    const from = addDays(today, -29);
    expect(await screen.findByText('Sign-ups: 40; previous period 20 (+100 %)')).toBeTruthy();
    expect(asked).toEqual([`GET /api/admin/insights?from=${from}&to=${today}`]);
    const paints = screen.getByRole('table', { name: 'Top paints' });
    expect(within(paints).getByRole('row', { name: /Goethite/ }).textContent).toContain('12');
    expect(within(paints).getByRole('row', { name: /^Other \(2 rows: fewer than 5 people each/ }).textContent).toContain('7');
    expect(screen.getByRole('table', { name: 'Searches with no results' }).textContent).toContain('zorba teal');
    expect(screen.getByText('1 more master is held by fewer than 5 people and not shown.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Counted through /);
  });

  it('gives each chart its numbers as a table on demand and as a CSV file', async () => {
    const { saved, user } = renderPanel();
    const figure = await screen.findByRole('figure', { name: 'Buy clicks per day' });
    await user.click(within(figure).getByText('Show as a table'));
    const table = within(figure).getByRole('table', { name: 'Buy clicks per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    await user.click(screen.getByRole('button', { name: 'Download CSV of Top paints' }));
    expect(saved.at(-1)?.name).toBe(`insights-buy-paints-${addDays(today, -29)}-to-${today}.csv`);
    expect(await saved.at(-1)?.text).toBe(
      '\uFEFFPaint,Maker,Clicks\r\nGoethite,Daniel Smith,12\r\n"Other (2 rows: fewer than 5 people each, or beyond the top 10)",,7\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV of Searches with no results' }));
    expect(await saved.at(-1)?.text).toBe(
      '\uFEFFWords,Medium,Searches\r\nzorba teal,Watercolor,6\r\n"\'=hyperlink(""x"")",Watercolor,5\r\n',
    );
  });

  it('changes the period, refuses a from–to that ends before it starts, and brings today up to date', async () => {
    const { asked, user } = renderPanel();
    await screen.findByText(/Sign-ups: 40/);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await screen.findByText(/ to .*, beside /);
    expect(asked.at(-1)).toBe(`GET /api/admin/insights?from=${addDays(today, -6)}&to=${today}`);
    await user.click(screen.getByRole('radio', { name: 'From–to' }));
    const from = screen.getByLabelText('From');
    expect((from as HTMLInputElement).value).toBe(addDays(today, -6));
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(screen.getByRole('alert').textContent).toBe('The period ends before it starts.');
    expect((screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Update now' }));
    expect(await screen.findByText('Insights up to date')).toBeTruthy();
    expect(asked).toContain('POST /api/admin/insights/rollups');
  });
});
