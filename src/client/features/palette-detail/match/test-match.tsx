import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { vi } from 'vitest';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import { matchColor } from '#common/color/color-match.ts';
import type { TColorMedium } from '#common/constants.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';
import { ColorMatchDialog } from './color-match-dialog';
import type { TMatchJob } from './match-in-worker';

/** jsdom has no Web Worker: this one runs the worker's search on the test's thread, answering later as a worker does. */
export class SearchOnThisThread extends EventTarget {
  postMessage({ id, request }: TMatchJob) {
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: { id, answer: matchColor(request), error: null } })));
  }
}

const color = (id: string, paintName: string, hexCode: string, pigmentCode: string) =>
  ({ id, paintName, manufacturer: 'Daniel Smith', hexCode, pigmentCode }) as TColor;
export const COLORS = [
  color('y', 'Hansa Yellow Medium', '#FFDE00', 'PY97'),
  color('u', 'French Ultramarine', '#1530B6', 'PB29'),
  color('s', 'Burnt Sienna', '#A94D34', 'PBr7'),
  color('r', 'Pyrrol Scarlet', '#E72D2C', 'PR255'),
];

export const PALETTE_ID = '00000000-0000-4000-8000-0000000000a1';
/** What the dialog asks the mixing preview to show. */
export const opened = vi.fn();

export function renderDialog(medium: TColorMedium, editable = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ColorMatchDialog paletteId={PALETTE_ID} colors={COLORS} medium={medium} editable={editable} onOpenRecipe={opened} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

export const QUINACRIDONE_GOLD: TCataloguePaint = {
  id: '00000000-0000-4000-8000-000000000029',
  paintName: 'Quinacridone Gold',
  manufacturer: 'Daniel Smith',
  hexCode: '#D8932B',
  defaultHexCode: null,
  pigmentCode: 'PO49',
  pigmentCodes: ['PO49'],
  pigmentNumber: null,
  medium: 'Watercolor',
  seriesName: null,
  productCode: null,
  lightfastness: null,
  lightfastnessBasis: null,
  makerLightfastness: null,
  opacity: null,
  granulation: null,
  staining: null,
  affiliateLink: null,
};

/** The catalogue's search, as the server answers 3 characters or more of the gold's name; nothing else is found. */
export function stubCatalogueSearch(): void {
  apiServer.use(
    http.get('/api/paints/search-with-tags', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '-';
      return answer(request, 'quinacridone gold'.includes(query) ? [{ ...QUINACRIDONE_GOLD, kind: 'catalogue' }] : []);
    }),
  );
}
