import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import type {
  TAdminCataloguePaint,
  TCatalogueImportReport,
  TCoverageLine,
  TPaintFactEdit,
  TPaintReport,
} from '#common/schemas/catalogue-care.ts';
import type { TPaintSearchResult } from '#common/schemas/paints.ts';
import { CataloguePanel } from './catalogue-panel';

const GOLD: TAdminCataloguePaint = {
  id: '11111111-1111-4111-8111-111111111111',
  manufacturer: 'Daniel Smith',
  seriesName: 'Extra Fine',
  medium: 'Watercolor',
  paintName: 'Quinacridone Gold',
  productCode: '284600213',
  pigmentCodes: ['PO48', 'PY150'],
  hexCode: '#C98A1B',
  lightfastness: 'I-Excellent',
  opacity: 'Transparent',
  granulation: 'Non-Granulating',
  staining: 'Semi-Staining',
  source: 'fixture',
  editedFacts: [],
};
const LINE: TCoverageLine = {
  manufacturer: 'Daniel Smith',
  seriesName: 'Extra Fine',
  medium: 'Watercolor',
  paints: 12,
  withPigments: 10,
  withMakerLightfastness: 7,
  swatchFlagged: 2,
  openReports: 1,
};
const REPORT: TPaintReport = {
  id: '22222222-2222-4222-8222-222222222222',
  paintId: GOLD.id,
  paintName: GOLD.paintName,
  manufacturer: GOLD.manufacturer,
  seriesName: GOLD.seriesName,
  note: 'The label says PY150 only.',
  reporter: 'Jane Painter',
  createdAt: '2026-12-01T10:00:00.000Z',
  resolvedAt: null,
};
const SEARCH_RESULT: TPaintSearchResult = {
  kind: 'catalogue',
  id: GOLD.id,
  paintName: GOLD.paintName,
  manufacturer: GOLD.manufacturer,
  seriesName: GOLD.seriesName,
  productCode: GOLD.productCode,
  pigmentCodes: GOLD.pigmentCodes,
  pigmentCode: 'PO48, PY150',
  pigmentNumber: null,
  hexCode: '#C98A1B',
  defaultHexCode: '#C98A1B',
  medium: 'Watercolor',
  lightfastness: GOLD.lightfastness,
  opacity: GOLD.opacity,
  granulation: GOLD.granulation,
  staining: GOLD.staining,
  affiliateLink: null,
  lightfastnessBasis: 'pigment',
  makerLightfastness: null,
};

/** The admin API as the tab sees it: a paint that can be fixed, its history, one open report, and the import. */
function fakeApi() {
  const asked: Array<{ method: string; path: string; body: unknown; type: string | null }> = [];
  let paint = GOLD;
  const history: TPaintFactEdit[] = [];
  let reports = [REPORT];
  /** Notes a write as the server receives it, and gives its JSON body. */
  const record = async (request: Request): Promise<unknown> => {
    const type = request.headers.get('content-type');
    const text = await request.text();
    const body: unknown = type === 'application/json' ? JSON.parse(text) : text;
    asked.push({ method: request.method, path: new URL(request.url).pathname, body, type });
    return body;
  };
  apiServer.use(
    http.get('/api/admin/catalogue/coverage', ({ request }) => answer(request, [LINE])),
    http.get('/api/paints/search-with-tags', ({ request }) => answer(request, [SEARCH_RESULT])),
    http.get(`/api/admin/catalogue/paints/${GOLD.id}`, ({ request }) => answer(request, paint)),
    http.get(`/api/admin/catalogue/paints/${GOLD.id}/history`, ({ request }) => answer(request, history)),
    http.put(`/api/admin/catalogue/paints/${GOLD.id}`, async ({ request }) => {
      const form = (await record(request)) as { pigmentCodes: string; source: string };
      history.unshift({
        id: `edit-${history.length}`,
        editor: 'Head of Studio',
        editedAt: '2026-12-02T05:00:00.000Z',
        before: { pigmentCodes: paint.pigmentCodes },
        after: { pigmentCodes: form.pigmentCodes.split(' ') },
        source: form.source,
      });
      paint = { ...paint, pigmentCodes: form.pigmentCodes.split(' '), editedFacts: ['pigmentCodes'] };
      return answer(request, paint);
    }),
    http.get('/api/admin/catalogue/reports', ({ request }) => answer(request, reports)),
    http.put(`/api/admin/catalogue/reports/${REPORT.id}`, async ({ request }) => {
      await record(request);
      reports = [];
      return answer(request, { ...REPORT, resolvedAt: '2026-12-02T05:01:00.000Z' });
    }),
    http.post('/api/admin/catalogue/import', async ({ request }) => {
      await record(request);
      return answer(request, {
        pigments: { inserted: 0, updated: 0, unchanged: 0 },
        paints: { inserted: 2, updated: 1, unchanged: 5 },
        badRows: [{ line: 4, message: 'hex_code: is not a color such as #1F3A93' }],
      } satisfies TCatalogueImportReport);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <CataloguePanel />
      <Toaster />
    </QueryClientProvider>,
  );
  return { asked, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('the Catalogue tab', () => {
  it('shows each line’s coverage in a table headed by the line', async () => {
    fakeApi();
    const table = await screen.findByRole('table', { name: 'Catalogue coverage by line' });
    const row = await within(table).findByRole('row', { name: /Daniel Smith Extra Fine/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Daniel Smith Extra FineWatercolor');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '10', '7', '2', '1']);
  });

  it('finds a paint, refuses a bad fact or no source in the form, then saves the fix and shows it in the history', async () => {
    const { asked, user } = fakeApi();
    await user.type(screen.getByRole('searchbox', { name: 'Find a paint' }), 'gold');
    await user.click(within(await screen.findByRole('list', { name: 'Paints found' })).getByRole('button', { name: /Quinacridone Gold/ }));
    const form = await screen.findByRole('form', { name: 'Facts of Quinacridone Gold' });
    const codes = within(form).getByRole('textbox', { name: 'Pigment codes' });
    expect((codes as HTMLInputElement).value).toBe('PO48 PY150');
    await user.clear(codes);
    await user.type(codes, 'PX1');
    await user.click(within(form).getByRole('button', { name: 'Save fix' }));
    expect(await within(form).findByText("'PX1' is not a Colour Index code such as PB29")).toBeTruthy();
    expect(within(form).getByText('Say where the fix comes from: a link, chart or label.')).toBeTruthy();
    await user.clear(codes);
    await user.type(codes, 'PY150');
    await user.type(within(form).getByRole('textbox', { name: 'Source' }), 'https://danielsmith.com/chart');
    await user.click(within(form).getByRole('button', { name: 'Save fix' }));
    expect(await screen.findByText('Paint fixed')).toBeTruthy();
    expect(asked.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/catalogue/paints/${GOLD.id}`,
        type: 'application/json',
        body: expect.objectContaining({ pigmentCodes: 'PY150', source: 'https://danielsmith.com/chart', paintName: 'Quinacridone Gold' }),
      },
    ]);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history.textContent).toContain('Head of Studio');
    expect(history.textContent).toContain('PO48 PY150 → PY150');
    expect(within(history).getByRole('link', { name: 'https://danielsmith.com/chart' })).toBeTruthy();
  });

  it('resolves a report, and imports a chart showing what it did', async () => {
    const { asked, user } = fakeApi();
    const reports = await screen.findByRole('list', { name: 'Reports from painters' });
    expect(reports.textContent).toContain('The label says PY150 only.');
    expect(reports.textContent).toContain('Jane Painter');
    await user.click(within(reports).getByRole('button', { name: /^Resolve/ }));
    expect(await screen.findByText('No open reports.')).toBeTruthy();
    const file = new File(['paint_name\n'], 'chart.xlsx', { type: '' });
    await user.upload(screen.getByLabelText('Chart file'), file);
    await user.click(screen.getByRole('button', { name: 'Import chart' }));
    expect(await screen.findByText('2 new, 1 updated, 5 unchanged, 1 bad row')).toBeTruthy();
    expect(screen.getByText('Line 4: hex_code: is not a color such as #1F3A93')).toBeTruthy();
    expect(asked.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/admin/catalogue/import',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });
});
