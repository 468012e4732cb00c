import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import { manufacturersQueryOptions } from './get-manufacturers';
import { pigmentSearchQueryOptions } from './get-pigments';
import { seriesQueryOptions } from './get-series';
import { paintSearchQueryOptions, searchPaints } from './search-paints';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the catalogue in the client cache (spec §9)', () => {
  it('keeps manufacturers, series and pigments for 24 hours, also after the color form closes', () => {
    for (const options of [manufacturersQueryOptions(), seriesQueryOptions('Daniel Smith'), pigmentSearchQueryOptions('ultra')]) {
      expect(options.staleTime).toBe(DAY_MS);
      // Without it a list no form shows is dropped after five minutes and asked for again.
      expect(options.gcTime).toBe(DAY_MS);
    }
  });

  it('reuses search results for 30 s, per tag mode only when it can change the answer', () => {
    const search = { query: 'quin', tagIds: ['b', 'a'] };
    expect(paintSearchQueryOptions(search).staleTime).toBe(30_000);
    expect(paintSearchQueryOptions({ ...search, filterMode: 'AND' }).queryKey).not.toEqual(paintSearchQueryOptions(search).queryKey);
    const oneTag = { query: 'quin', tagIds: ['a'] };
    expect(paintSearchQueryOptions({ ...oneTag, filterMode: 'AND' }).queryKey).toEqual(paintSearchQueryOptions(oneTag).queryKey);
  });
});

describe('a paint search request', () => {
  it('sends the tag mode, the preferred medium and the color being edited', async () => {
    const asked: URL[] = [];
    apiServer.use(
      http.get('/api/paints/search-with-tags', ({ request }) => {
        asked.push(new URL(request.url));
        return answer(request, []);
      }),
    );
    await searchPaints({ query: 'quin', tagIds: ['t1', 't2'], filterMode: 'AND', preferredMedium: 'Watercolor', excludeColorId: 'c1' });
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      query: 'quin',
      limit: '10',
      tagIds: 't1,t2',
      filterMode: 'AND',
      preferredMedium: 'Watercolor',
      excludeColorId: 'c1',
    });
  });
});
