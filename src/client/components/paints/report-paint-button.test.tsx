import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import type { TPaintReport } from '#common/schemas/catalogue-care.ts';
import { ReportPaintButton } from './report-paint-button';

const PAINT_ID = '33333333-3333-4333-8333-333333333333';

function renderButton(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    expect(`${init.method} ${input}`).toBe(`POST /api/paints/${PAINT_ID}/reports`);
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
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

afterEach(() => vi.restoreAllMocks());

describe('This is wrong', () => {
  it('asks what is wrong, refuses an empty note, sends it and thanks the painter', async () => {
    const { sent, user } = renderButton({ status: 201, body: REPORT });
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
    const { user } = renderButton({
      status: 429,
      body: { message: 'You have reported many paints in the last hour.', code: 'RATE_LIMITED' },
    });
    await user.click(screen.getByRole('button', { name: 'This is wrong' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong' }), 'Wrong hex');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have reported many paints in the last hour.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
