import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import { buildColor } from '#client/test/fake-palette-api.ts';
import type { TColor } from '#common/schemas/color.ts';
import { ColorDetailsDialog } from './color-details-dialog';
import { PaintFacts } from './paint-facts';

// Issue 42: colors picked from the catalogue, as the server answers them.
const fromPigment: TColor = {
  ...buildColor('Winsor Blue (Green Shade)', { position: 0 }),
  lightfastness: 'I-Excellent',
  lightfastnessBasis: 'pigment',
};
const makers: TColor = {
  ...buildColor('Permanent Rose', { position: 1 }),
  lightfastness: 'II-Very Good',
  lightfastnessBasis: 'maker',
  makerLightfastness: 'A',
};
const typed: TColor = { ...buildColor('Rose by hand', { position: 2 }), lightfastness: 'II-Very Good' };

const ratingsOf = (color: TColor, paper = false) => {
  const { unmount } = render(<PaintFacts color={color} paper={paper} />);
  const badge = within(screen.getByRole('list', { name: 'Ratings' })).getByRole('listitem');
  const said = { shown: badge.querySelector('[aria-hidden="true"]')?.textContent, title: badge.title };
  unmount();
  return said;
};

describe("where a color's lightfastness comes from, on the chart and in its details", () => {
  it("labels a rating from the pigment on the chart and the print sheet, and the maker's as the maker's", () => {
    for (const paper of [false, true]) {
      expect(ratingsOf(fromPigment, paper)).toEqual({
        shown: 'LF I from the pigment',
        title: 'Lightfastness: I-Excellent (from the pigment)',
      });
      expect(ratingsOf(makers, paper)).toEqual({
        shown: 'LF II',
        title: "Lightfastness: II-Very Good (the maker's rating, A on its own scale)",
      });
      expect(ratingsOf(typed, paper)).toEqual({ shown: 'LF II', title: 'Lightfastness: II-Very Good' });
    }
  });

  it('says it in the color details', () => {
    // The details ask for the color's alternatives: none here.
    apiServer.use(http.get('/api/colors/:id/alternatives', ({ request }) => answer(request, [])));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ColorDetailsDialog color={fromPigment} onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const ratings = within(screen.getByRole('dialog', { name: fromPigment.paintName })).getByRole('list', { name: 'Ratings' });
    expect(within(ratings).getByRole('listitem').textContent).toBe('Lightfastness I-Excellent (from the pigment)');
  });
});
