import { afterEach, describe, expect, it, vi } from 'vitest';

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

const fetchStub = () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(['from the server']), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the page's own answers", () => {
  it("stand in for one GET each, once the session is the page's: the next one goes to the server", async () => {
    const fetch = fetchStub();
    const { settleBootstrap, apiJson } = await pageWith({ for: 'identity-1', answers: { '/api/palettes/user': PALETTES } });
    settleBootstrap('identity-1');
    expect(await apiJson('/api/palettes/user')).toEqual(PALETTES);
    expect(fetch).not.toHaveBeenCalled();
    expect(await apiJson('/api/palettes/user')).toEqual(['from the server']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serve nothing before the session is known, nor to a write, nor for another path', async () => {
    const fetch = fetchStub();
    const { settleBootstrap, takeBootstrapped, apiJson } = await pageWith({
      for: 'identity-1',
      answers: { '/api/palettes/user': PALETTES },
    });
    expect(takeBootstrapped('/api/palettes/user')).toBeUndefined();
    settleBootstrap('identity-1');
    await apiJson('/api/palettes/user', { method: 'POST', body: {} });
    await apiJson('/api/palettes/curated');
    expect(fetch).toHaveBeenCalledTimes(2);
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
