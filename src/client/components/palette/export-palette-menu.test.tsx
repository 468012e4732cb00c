import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { apiServer, refuse } from '#client/test/api-mocks.ts';
import { ExportPaletteMenu } from './export-palette-menu';

const PALETTE_ID = '00000000-0000-4000-8000-000000000001';
const BUSY = 'Many charts are being drawn right now. Please try again in a moment.';

/** The export route as the server answers it: charts refused (busy), other files given. */
function fakeExportRoute() {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/palettes/:id/export', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      if (url.searchParams.get('format') === 'pdf') {
        const busy = refuse(request, 503, 'UNAVAILABLE', BUSY);
        busy.headers.set('Retry-After', '5');
        return busy;
      }
      // A file, not JSON: sent as the server sends a CSV export (the type the document lists for it).
      return new HttpResponse('Paint name,Hex\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="Ete.csv"; filename*=UTF-8''${encodeURIComponent('Été à Giverny.csv')}`,
        },
      });
    }),
  );
  // jsdom has no object URLs: these stand in for this file's tests only.
  const made = vi.fn((_blob: Blob) => 'blob:download');
  URL.createObjectURL = made;
  URL.revokeObjectURL = vi.fn();
  return { asked, made };
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  vi.restoreAllMocks();
});

describe('the Export menu', () => {
  it('says why a file was refused instead of leaving a failed download, and saves the others under their names', async () => {
    const { asked, made } = fakeExportRoute();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    render(
      <>
        <ExportPaletteMenu paletteId={PALETTE_ID} share />
        <Toaster />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Palette chart, A4 (.pdf)' }));
    expect(await screen.findByText(BUSY)).toBeTruthy();
    expect(screen.getByText('Download failed')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Spreadsheet (.csv)' }));
    await vi.waitFor(() => expect(saved).toEqual(['Été à Giverny.csv']));
    expect(made).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      `/api/palettes/${PALETTE_ID}/export?format=pdf&layout=grid&paper=a4&share=true`,
      `/api/palettes/${PALETTE_ID}/export?format=csv&share=true`,
    ]);
  });
});
