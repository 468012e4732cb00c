import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { answer, apiServer, refuse } from '#client/test/api-mocks.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TPaletteOwnership } from '#common/schemas/inventory.ts';
import { usePaletteOwnership } from './api/get-palette-ownership';
import { OwnershipMenu } from './ownership-menu';
import { ownershipLine } from './ownership-texts';

const PALETTE_ID = '00000000-0000-4000-8000-000000000001';
const VIEWER_ID = '00000000-0000-4000-8000-0000000000aa';
const OWNERSHIP_PATH = `/api/palettes/${PALETTE_ID}/ownership`;
const FROM_PALETTE_PATH = `/api/inventory/from-palette/${PALETTE_ID}`;

/**
 * The two routes on the mock server: a palette of `total` colors of which `owned` are held.
 * 'owned' makes every color owned; 'wish' adds the missing ones to the list and owns nothing more.
 */
function fakeInventory(start: { owned: number; total: number }) {
  const state = { ...start, wished: 0 };
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const refusals: Array<{ status: number; message: string }> = [];
  let answerHeld: Promise<unknown> | null = null;
  const ownership = (): TPaletteOwnership => ({
    ownedColorIds: Array.from({ length: state.owned }, (_, index) => `color-${index + 1}`),
    owned: state.owned,
    total: state.total,
  });
  /** Notes the request as it arrived: its method, path and JSON body. */
  async function received(request: Request) {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    return body;
  }
  apiServer.use(
    http.get(OWNERSHIP_PATH, async ({ request }) => {
      await received(request);
      return answer(request, ownership());
    }),
    http.post(FROM_PALETTE_PATH, async ({ request }) => {
      const body = await received(request);
      if (answerHeld) await answerHeld;
      const refusal = refusals.shift();
      if (refusal) return refuse(request, refusal.status, 'CONFLICT', refusal.message);
      const held = state.owned + state.wished;
      const added = state.total - held;
      if ((body as { as: string }).as === 'owned') state.owned += added;
      else state.wished += added;
      return answer(request, { added, alreadyHeld: held });
    }),
  );
  return {
    requests,
    ownershipAsked: () => requests.filter((request) => request.path === OWNERSHIP_PATH).length,
    refuseNext(status: number, message: string) {
      refusals.push({ status, message });
    },
    /** Holds the next answers until the returned function is called, as a slow network would. */
    hold() {
      let release = () => {};
      answerHeld = new Promise((resolve) => {
        release = () => resolve(null);
      });
      return () => {
        answerHeld = null;
        release();
      };
    },
  };
}

/** The header line's count and the Add to studio menu, as the palette page shows them. */
function OwnershipHeader() {
  const ownership = usePaletteOwnership({ paletteId: PALETTE_ID, colors: [], viewerId: VIEWER_ID }).data;
  return (
    <>
      <p>{ownershipLine(ownership, { master: false })}</p>
      <OwnershipMenu paletteId={PALETTE_ID} />
    </>
  );
}

function renderHeader(start: { owned: number; total: number }) {
  const api = fakeInventory(start);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OwnershipHeader />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  /** Chooses an item of the Add to studio menu. */
  async function choose(item: string) {
    await user.click(screen.getByRole('button', { name: INVENTORY_TEXTS.addToStudio }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  }
  return { api, choose };
}

describe("the palette page's Add to studio menu", () => {
  it("'I own these' adds the missing paints as owned, says how many, and the count follows", async () => {
    const { api, choose } = renderHeader({ owned: 2, total: 5 });
    expect(await screen.findByText('2 of 5 owned')).toBeTruthy();

    await choose(INVENTORY_TEXTS.ownThese);

    expect(await screen.findByText('Added to your studio')).toBeTruthy();
    expect(screen.getByText('3 paints added, 2 paints already in your studio.')).toBeTruthy();
    expect(await screen.findByText('5 of 5 owned')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: FROM_PALETTE_PATH, body: { as: 'owned' } },
    ]);
    expect(api.ownershipAsked()).toBe(2);
  });

  it("'Add the missing paints to my shopping list' puts them on the list, owning nothing more", async () => {
    const { api, choose } = renderHeader({ owned: 4, total: 5 });
    expect(await screen.findByText('4 of 5 owned')).toBeTruthy();

    await choose(INVENTORY_TEXTS.addMissingToList);

    expect(await screen.findByText('Added to your shopping list')).toBeTruthy();
    expect(screen.getByText('1 paint added, 4 paints already in your studio.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: FROM_PALETTE_PATH, body: { as: 'wish' } },
    ]);
    // Asked again (before the toast: the mutation waits for its refetch), and still 4 of 5: a wish is not a tube.
    expect(api.ownershipAsked()).toBe(2);
    expect(screen.getByText('4 of 5 owned')).toBeTruthy();

    await choose(INVENTORY_TEXTS.addMissingToList);
    expect(await screen.findByText('Nothing new to add')).toBeTruthy();
    expect(screen.getByText('5 paints already in your studio.')).toBeTruthy();
  });

  it('keeps the focus on its button while it adds, and adds once however often it is chosen', async () => {
    const { api, choose } = renderHeader({ owned: 2, total: 5 });
    expect(await screen.findByText('2 of 5 owned')).toBeTruthy();
    const release = api.hold();

    await choose(INVENTORY_TEXTS.ownThese);
    const trigger = screen.getByRole('button', { name: INVENTORY_TEXTS.addToStudio });
    await waitFor(() => expect(trigger.getAttribute('aria-busy')).toBe('true'));
    expect(trigger).toBe(document.activeElement);
    await choose(INVENTORY_TEXTS.ownThese);
    release();

    expect(await screen.findByText('5 of 5 owned')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says why when the server refuses, and the count stays as it was', async () => {
    const { api, choose } = renderHeader({ owned: 0, total: 3 });
    expect(await screen.findByText('0 of 3 owned')).toBeTruthy();
    api.refuseNext(409, INVENTORY_TEXTS.tooMany(2000));

    await choose(INVENTORY_TEXTS.ownThese);

    expect(await screen.findByText('Could not add the paints')).toBeTruthy();
    expect(screen.getByText(INVENTORY_TEXTS.tooMany(2000))).toBeTruthy();
    expect(screen.getByText('0 of 3 owned')).toBeTruthy();
    expect(api.ownershipAsked()).toBe(1);
  });
});
