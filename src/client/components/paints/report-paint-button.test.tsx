import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { answer, apiServer, refuse } from '#client/test/api-mocks.ts';
import type { TPaintReport } from '#common/schemas/catalogue-care.ts';
import { ReportPaintButton } from './report-paint-button';

const PAINT_ID = '33333333-3333-4333-8333-333333333333';

/** The button, against a report route that answers with `respond`; any other request fails the test. */
function renderButton(respond: (request: Request) => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(`/api/paints/${PAINT_ID}/reports`, async ({ request }) => {
      sent.push(await request.clone().json());
      return respond(request);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ReportPaintButton paintId={PAINT_ID} paintName="Rose Madder Genuine" />
      <Toaster />
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

const REPORT: TPaintReport = {
  id: '44444444-4444-4444-8444-444444444444',
  paintId: PAINT_ID,
  paintName: 'Rose Madder Genuine',
  manufacturer: 'Winsor & Newton',
  seriesName: null,
  note: 'It is PR83.',
  reporter: 'Jane',
  createdAt: '2026-12-02T05:00:00.000Z',
  resolvedAt: null,
};

describe('This is wrong', () => {
  it('asks what is wrong, refuses an empty note, sends it and thanks the painter', async () => {
    const { sent, user } = renderButton((request) => answer(request, REPORT, 201));
    await user.click(screen.getByRole('button', { name: 'This is wrong' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is wrong with this paint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Say what is wrong.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong' }), 'It is PR83.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you')).toBeTruthy();
    expect(sent).toEqual([{ note: 'It is PR83.' }]);
    expect(screen.queryByRole('dialog', { name: 'What is wrong with this paint?' })).toBeNull();
  });

  it('keeps the dialog open and says why when the server refuses (too many reports)', async () => {
    const { user } = renderButton((request) => refuse(request, 429, 'RATE_LIMITED', 'You have reported many paints in the last hour.'));
    await user.click(screen.getByRole('button', { name: 'This is wrong' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong' }), 'Wrong hex');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have reported many paints in the last hour.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
