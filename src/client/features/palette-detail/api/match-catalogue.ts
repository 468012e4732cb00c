import { queryOptions } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import type { TColorMedium } from '#common/constants.ts';
import { type TPaintMatch, ZPaintMatch } from '#common/schemas/paints.ts';

/** Issue 29: the mixes of the whole catalogue of a medium closest to a colour, searched by the server. */
export async function matchCatalogue(
  request: { hex: string; medium: TColorMedium },
  { signal }: QueryRequestOptions = {},
): Promise<TPaintMatch> {
  const query = new URLSearchParams({ hex: request.hex, medium: request.medium });
  return ZPaintMatch.parse(await apiJson(`/api/paints/match?${query}`, { signal }));
}

/** An answer kept while the page is open: the catalogue changes rarely, and each ask is counted against a limit. */
export const catalogueMatchQuery = (request: { hex: string; medium: TColorMedium }) =>
  queryOptions({
    queryKey: ['paints', 'match', request.medium, request.hex] as const,
    queryFn: ({ signal }) => matchCatalogue(request, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
