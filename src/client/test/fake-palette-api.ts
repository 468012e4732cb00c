import { vi } from 'vitest';
import { applyMoves, placeKey, placeOf, resizeGrid, type TMove } from '#client/features/palette-detail/board/places.ts';
import { gridResizeRefusal, planGridResize } from '#common/grid-resize.ts';
import type { TColor, TColorPositionsRequest } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';

export const PALETTE_ID = '00000000-0000-4000-8000-000000000001';

export function buildPalette(overrides: Partial<TPalette> = {}): TPalette {
  return {
    id: PALETTE_ID,
    name: 'Morning Light',
    medium: 'Watercolor',
    rows: 2,
    columns: 3,
    tags: null,
    notes: null,
    isFavorite: false,
    userId: '00000000-0000-4000-8000-0000000000aa',
    originalPaletteId: null,
    isOriginal: false,
    isDistributed: false,
    isPushedByAdmin: false,
    creatorDisplayName: null,
    creatorName: null,
    creatorEmail: null,
    collaborationEnabled: false,
    collaborationCompany: null,
    collaborationUrl: null,
    shareEnabled: false,
    shareNotes: false,
    updatedAt: '2025-01-01T00:00:00.000Z',
    colorCount: 0,
    swatches: [],
    abilities: { edit: true, rename: true, delete: true, duplicate: true, copy: false, restore: false, share: true, favorite: true },
    ...overrides,
  };
}

let nextColor = 1;

/** A color in grid slot `position` (0-based), or in working-area cell `cell`. */
export function buildColor(paintName: string, place: { position: number } | { cell: number }): TColor {
  const id = `00000000-0000-4000-8000-${String(nextColor++).padStart(12, '0')}`;
  const base = { id, paletteId: PALETTE_ID, paintName, hexCode: '#336699', manufacturer: null, pigmentCode: null, medium: null };
  const rest = {
    lightfastness: null,
    lightfastnessBasis: null,
    makerLightfastness: null,
    opacity: null,
    granulation: null,
    staining: null,
    seriesName: null,
    personalNotes: null,
    affiliateLink: null,
    cataloguePaintId: null,
  };
  const at =
    'position' in place
      ? { position: place.position, isInWorkingArea: false, workingAreaPosition: null, workingAreaRow: null, workingAreaColumn: null }
      : {
          position: null,
          isInWorkingArea: true,
          workingAreaPosition: place.cell,
          workingAreaRow: Math.floor(place.cell / 6),
          workingAreaColumn: place.cell % 6,
        };
  return { ...base, ...rest, ...at };
}

interface Refusal {
  method: string;
  path: RegExp;
  status: number;
  message: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The palette and color endpoints the detail screen uses, in memory, behind a stubbed fetch: grid
 * sizes follow the shared rule, moves refuse a place holding two colors (409), as the server does.
 * A test can refuse the next matching request or hold answers back to see the screen before them.
 */
export function fakePaletteApi(initial: { palette: TPalette; colors: TColor[] }) {
  const state = { palette: initial.palette, colors: initial.colors };
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const refusals: Refusal[] = [];
  let gate: Promise<void> | null = null;

  function answer(method: string, path: string, body: unknown): Response {
    const refusal = refusals.findIndex((r) => r.method === method && r.path.test(path));
    if (refusal >= 0) {
      const [r] = refusals.splice(refusal, 1);
      return json({ message: r?.message, code: 'CONFLICT' }, r?.status);
    }
    if (method === 'GET' && path === `/api/palettes/${PALETTE_ID}`) return json(state.palette);
    if (method === 'GET' && path === `/api/colors/palette/${PALETTE_ID}`) return json(state.colors);
    if (method === 'GET' && path === `/api/palettes/${PALETTE_ID}/invites`) return json([]);
    if (method === 'PUT' && path === `/api/palettes/${PALETTE_ID}`) {
      const update = body as Partial<TPalette>;
      const to = { rows: update.rows ?? state.palette.rows, columns: update.columns ?? state.palette.columns };
      const plan = planGridResize(state.colors, state.palette, to);
      if (!plan.fits) return json({ message: gridResizeRefusal(to, plan), code: 'CONFLICT' }, 409);
      state.colors = resizeGrid(state.colors, state.palette, to) ?? state.colors;
      state.palette = { ...state.palette, ...update };
      return json(state.palette);
    }
    if (method === 'PUT' && path === '/api/colors/positions') {
      const moves: TMove[] = (body as TColorPositionsRequest).map((item) => ({
        colorId: item.id,
        to: item.isInWorkingArea ? { area: 'working', index: item.workingAreaPosition ?? 0 } : { area: 'grid', index: item.position ?? 0 },
      }));
      const moved = applyMoves(state.colors, moves);
      const places = moved.map(placeOf).filter((place) => place !== null);
      if (new Set(places.map(placeKey)).size !== places.length)
        return json({ message: 'That place holds a color.', code: 'CONFLICT' }, 409);
      state.colors = moved;
      const ids = new Set(moves.map((move) => move.colorId));
      return json(state.colors.filter((color) => ids.has(color.id)));
    }
    return json({ message: `No fake for ${method} ${path}`, code: 'NOT_FOUND' }, 404);
  }

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') requests.push({ method, path, body });
    if (gate) await gate;
    return answer(method, path, body);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    state,
    /** The writes sent, in order. */
    requests,
    /** The next request of `method` to a path matching `path` is refused with `status`. */
    refuseNext(method: string, path: RegExp, status = 409, message = 'Refused.') {
      refusals.push({ method, path, status, message });
    },
    /** Holds every answer until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** Where each color sits, by name: 'slot 1' (1-based, as people count) or 'cell 1'. */
export function layoutOf(colors: readonly TColor[]): Record<string, string> {
  return Object.fromEntries(
    colors.map((color) => [
      color.paintName,
      color.isInWorkingArea ? `cell ${(color.workingAreaPosition ?? 0) + 1}` : `slot ${(color.position ?? 0) + 1}`,
    ]),
  );
}
