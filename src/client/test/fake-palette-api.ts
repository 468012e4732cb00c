import { http } from 'msw';
import { LIMITS } from '#common/constants.ts';
import { gridResizeRefusal, planGridResize } from '#common/grid-resize.ts';
import type { TColor, TColorPositionsRequest } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { answer, apiServer, refuse } from './api-mocks';

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

const WORKING_COLUMNS = LIMITS.workingArea.columns;

/** A color where the server puts it: a grid slot, or a working-area cell with its row and column. */
function placed<T extends TColor>(color: T, place: { position: number } | { cell: number }): T {
  return 'position' in place
    ? {
        ...color,
        position: place.position,
        isInWorkingArea: false,
        workingAreaPosition: null,
        workingAreaRow: null,
        workingAreaColumn: null,
      }
    : {
        ...color,
        position: null,
        isInWorkingArea: true,
        workingAreaPosition: place.cell,
        workingAreaRow: Math.floor(place.cell / WORKING_COLUMNS),
        workingAreaColumn: place.cell % WORKING_COLUMNS,
      };
}

/**
 * The palette and color endpoints the detail screen uses, in memory, as the mock server's answers
 * (api-mocks.ts: each checked against the API's document). They do what the server does, written
 * here and not taken from the client: a move puts each listed color where the request says and is
 * refused (409) when two colors would share a place; a new grid size follows the shared rule
 * (src/common/grid-resize.ts), as the server's does. A test can refuse the next matching request
 * or hold answers back to see the screen before them.
 */
export function fakePaletteApi(initial: { palette: TPalette; colors: TColor[] }) {
  const state = { palette: initial.palette, colors: initial.colors };
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const refusals: Refusal[] = [];
  let gate: Promise<void> | null = null;

  function respond(request: Request, path: string, body: unknown): Response {
    const { method } = request;
    const refusal = refusals.findIndex((r) => r.method === method && r.path.test(path));
    if (refusal >= 0) {
      const [r] = refusals.splice(refusal, 1);
      return refuse(request, r?.status ?? 409, 'CONFLICT', r?.message ?? 'Refused.');
    }
    if (method === 'GET' && path === `/api/palettes/${PALETTE_ID}`) return answer(request, state.palette);
    if (method === 'GET' && path === `/api/colors/palette/${PALETTE_ID}`) return answer(request, state.colors);
    if (method === 'GET' && path === `/api/palettes/${PALETTE_ID}/invites`) return answer(request, []);
    if (method === 'PUT' && path === `/api/palettes/${PALETTE_ID}`) {
      const update = body as Partial<TPalette>;
      const to = { rows: update.rows ?? state.palette.rows, columns: update.columns ?? state.palette.columns };
      const plan = planGridResize(state.colors, state.palette, to);
      if (!plan.fits) return refuse(request, 409, 'CONFLICT', gridResizeRefusal(to, plan));
      const moved = new Map([
        ...plan.kept.map(({ color, position }) => [color.id, placed(color, { position })] as const),
        ...plan.displaced.map(({ color, cell }) => [color.id, placed(color, { cell })] as const),
      ]);
      state.colors = state.colors.map((color) => moved.get(color.id) ?? color);
      state.palette = { ...state.palette, ...update };
      return answer(request, state.palette);
    }
    if (method === 'PUT' && path === '/api/colors/positions') {
      const items = body as TColorPositionsRequest;
      const to = new Map(items.map((item) => [item.id, item]));
      const moved = state.colors.map((color) => {
        const item = to.get(color.id);
        if (!item) return color;
        return placed(color, item.isInWorkingArea ? { cell: item.workingAreaPosition ?? 0 } : { position: item.position ?? 0 });
      });
      const places = moved.map((color) => (color.isInWorkingArea ? `cell ${color.workingAreaPosition}` : `slot ${color.position}`));
      if (new Set(places).size !== places.length) return refuse(request, 409, 'CONFLICT', 'That place holds a color.');
      state.colors = moved;
      return answer(
        request,
        state.colors.filter((color) => to.has(color.id)),
      );
    }
    return refuse(request, 404, 'NOT_FOUND', `No fake for ${method} ${path}`);
  }

  apiServer.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      if (request.method !== 'GET') requests.push({ method: request.method, path, body });
      if (gate) await gate;
      return respond(request, path, body);
    }),
  );

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
