import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, refuse } from '#client/test/api-mocks.ts';
import { buildPalette } from '#client/test/fake-palette-api.ts';

const PALETTES = [{ id: 'p1', name: '</script><b>Morning</b> & $& light\u2028' }];

/**
 * The modules as a freshly loaded page has them, the page carrying `data` (as the server writes
 * it: `<`, `>`, `&`, U+2028 and U+2029 escaped) or nothing.
 */
async function pageWith(data: { for: string; answers: Record<string, unknown> } | null) {
  document.body.innerHTML = '<div id="root"></div>';
  if (data) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'bootstrap';
    block.textContent = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    document.body.append(block);
  }
  vi.resetModules();
  return { ...(await import('./bootstrap')), ...(await import('./api-client')) };
}

/** What the server answers a GET of /api/palettes/user with, once the page's own answer is used up. */
const FROM_THE_SERVER = [buildPalette({ name: 'From the server' })];

/** The palette routes on the mock server: the requests that reached it. */
const paletteRoutes = () => {
  const asked: string[] = [];
  apiServer.use(
    http.all('/api/palettes/*', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}${url.search}`);
      if (request.method === 'GET' && url.pathname === '/api/palettes/user') return answer(request, FROM_THE_SERVER);
      if (request.method === 'GET' && url.pathname === '/api/palettes/curated') return answer(request, []);
      return refuse(request, 404, 'NOT_FOUND', `No such endpoint: ${request.method} ${url.pathname}`);
    }),
  );
  return asked;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the page's own answers", () => {
  it("stand in for one GET each, once the session is the page's: the next one goes to the server", async () => {
    const asked = paletteRoutes();
    const { settleBootstrap, apiJson } = await pageWith({ for: 'identity-1', answers: { '/api/palettes/user': PALETTES } });
    settleBootstrap('identity-1');
    expect(await apiJson('/api/palettes/user')).toEqual(PALETTES);
    expect(asked).toEqual([]);
    expect(await apiJson('/api/palettes/user')).toEqual(FROM_THE_SERVER);
    expect(asked).toEqual(['GET /api/palettes/user']);
  });

  it('serve nothing before the session is known, nor to a write, nor for another path', async () => {
    const asked = paletteRoutes();
    const { settleBootstrap, takeBootstrapped, apiJson, ApiError } = await pageWith({
      for: 'identity-1',
      answers: { '/api/palettes/user': PALETTES },
    });
    expect(takeBootstrapped('/api/palettes/user')).toBeUndefined();
    settleBootstrap('identity-1');
    // The API has no such write: the server refuses it, the page's answer did not stand in.
    await expect(apiJson('/api/palettes/user', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(await apiJson('/api/palettes/curated')).toEqual([]);
    expect(asked).toEqual(['POST /api/palettes/user', 'GET /api/palettes/curated']);
    expect(takeBootstrapped('/api/palettes/user')).toEqual(PALETTES);
  });

  it('are dropped when the session is someone else, or no one', async () => {
    for (const signedIn of ['identity-2', null]) {
      const { settleBootstrap, takeBootstrapped } = await pageWith({ for: 'identity-1', answers: { '/api/palettes/user': PALETTES } });
      settleBootstrap(signedIn);
      expect(takeBootstrapped('/api/palettes/user')).toBeUndefined();
      // Gone for good: the page's person signing in again later gets fresh answers from the server.
      settleBootstrap('identity-1');
      expect(takeBootstrapped('/api/palettes/user')).toBeUndefined();
    }
  });

  it('are dropped on sign-out', async () => {
    const { settleBootstrap, dropBootstrap, takeBootstrapped } = await pageWith({
      for: 'identity-1',
      answers: { '/api/palettes/user': PALETTES },
    });
    settleBootstrap('identity-1');
    dropBootstrap();
    expect(takeBootstrapped('/api/palettes/user')).toBeUndefined();
  });

  it('are none on a page without them, or with a block that cannot be read', async () => {
    const without = await pageWith(null);
    without.settleBootstrap('identity-1');
    expect(without.takeBootstrapped('/api/palettes/user')).toBeUndefined();

    document.body.innerHTML = '<script type="application/json" id="bootstrap">{"for":</script>';
    vi.resetModules();
    const unreadable = await import('./bootstrap');
    unreadable.settleBootstrap('identity-1');
    expect(unreadable.takeBootstrapped('/api/palettes/user')).toBeUndefined();
  });
});
