import { http } from 'msw';
import { answer, answerEmpty, apiServer, refuse } from '#client/test/api-mocks.ts';
import { buildInventoryItem } from '#client/test/build-inventory-item.ts';
import { buildUser } from '#client/test/build-user.ts';
import { RESTOCK_LEVELS, type TErrorCode } from '#common/constants.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import { splitPigmentQuery } from '#common/pigment-codes.ts';
import {
  type TInventoryItem,
  type TShoppingList,
  type TShoppingListItem,
  ZCreateInventoryItemRequest,
  ZInventoryImportResult,
  ZShoppingShareRequest,
  ZUpdateInventoryItemRequest,
} from '#common/schemas/inventory.ts';
import type { TCataloguePaint, TPigment } from '#common/schemas/paints.ts';
import { buildPigmentFacts } from '#common/test/pigment-facts.ts';

// The studio's API (issue 28) in memory, as the mock server's answers (api-mocks.ts: each checked
// against the API's document), with the session, the product user and the catalogue reads the
// screens make. Every write is checked against the contract's request schemas (a request the server
// would refuse answers 400 here too) and recorded.

export const ARTIST = buildUser({ id: '00000000-0000-4000-8000-0000000000aa', displayName: 'Ana' });

const SESSION = {
  session: {
    id: 'session-1',
    userId: 'identity-1',
    token: 'token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  user: {
    id: 'identity-1',
    email: ARTIST.email,
    name: 'Ana',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
};

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** An item of the studio: a watercolor tube, full, one, not wished for, unless said otherwise. */
export function buildItem(overrides: Partial<TInventoryItem> & Pick<TInventoryItem, 'paintName'>): TInventoryItem {
  return buildInventoryItem({ id: nextId(), ...overrides });
}

/** A retailer's product page with the associate tag, as a verified Buy link reads. */
export const BUY_LINK = 'https://www.amazon.com/dp/B000000001?tag=palettelibrary-20';

/** Winsor & Newton's French Ultramarine (PB29), owned: a full tube, one, unless said otherwise. */
export const ownedUltramarine = (overrides: Partial<TInventoryItem> = {}) =>
  buildItem({ paintName: 'French Ultramarine', manufacturer: 'Winsor & Newton', pigmentCode: 'PB29', hexCode: '#1F3A93', ...overrides });

/** The owned ultramarine, and Daniel Smith's Ultramarine Blue wished for (the same pigment: a near-duplicate), with a Buy link and `note`. */
export function ultramarines(note: string): TInventoryItem[] {
  return [
    ownedUltramarine(),
    buildItem({
      paintName: 'Ultramarine Blue',
      manufacturer: 'Daniel Smith',
      pigmentCode: 'PB29',
      count: 0,
      wish: true,
      note,
      buyLink: BUY_LINK,
    }),
  ];
}

export function buildPigment(code: string, hueFamily: TPigment['hueFamily']): TPigment {
  return { ...buildPigmentFacts(code, { hueFamily }), commonName: code, chemicalClass: null, constitutionNumber: null, factsSource: null };
}

/** A paint's one pigment, when it has exactly one (the duplicate-pigment rule's). */
function singlePigment(item: { pigmentCode: string | null }): string | null {
  const codes = splitPigmentQuery(item.pigmentCode ?? '').codes;
  return codes.length === 1 ? (codes[0] ?? null) : null;
}

/** An owned paint (count > 0) of the same single pigment and medium as `item`, other than it. */
function ownedSamePigment(items: readonly TInventoryItem[], item: Pick<TInventoryItem, 'id' | 'pigmentCode' | 'medium'>) {
  const code = singlePigment(item);
  const owned =
    code && items.find((other) => other.id !== item.id && other.count > 0 && other.medium === item.medium && singlePigment(other) === code);
  return owned && code ? { itemId: owned.id, paintName: owned.paintName, manufacturer: owned.manufacturer, pigmentCode: code } : null;
}

interface FakeOptions {
  items?: TInventoryItem[];
  catalogue?: TCataloguePaint[];
  pigments?: TPigment[];
  shareToken?: string | null;
  /** Anyone signed in, or nobody. */
  signedIn?: boolean;
}

export function fakeStudioApi({ items = [], catalogue = [], pigments = [], shareToken = null, signedIn = true }: FakeOptions = {}) {
  const state = { items: [...items], shareToken, importAnswer: null as unknown };
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const analytics: Array<{ name: string; params: unknown }> = [];
  const refusals: Array<{ method: string; path: RegExp; status: number; message: string; code: TErrorCode }> = [];
  let gate: { until: Promise<void>; holds: RegExp } | null = null;

  function shoppingList({ shared }: { shared: boolean }): TShoppingList {
    const wanted: TShoppingListItem[] = state.items
      .filter((item) => item.wish || RESTOCK_LEVELS.includes(item.level))
      .map((item) => ({
        ...item,
        note: shared ? null : item.note,
        reason: item.wish ? 'wish' : item.level === 'empty' ? 'empty' : 'low',
        ownedSamePigment: ownedSamePigment(state.items, item),
      }));
    const makers = [...new Set(wanted.map((item) => item.manufacturer))].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a.localeCompare(b),
    );
    return {
      groups: makers.map((manufacturer) => ({ manufacturer, items: wanted.filter((item) => item.manufacturer === manufacturer) })),
      shareToken: shared ? null : state.shareToken,
    };
  }

  function add(request: Request, body: unknown): Response {
    const parsed = ZCreateInventoryItemRequest.safeParse(body);
    if (!parsed.success) return refuse(request, 400, 'BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Bad request.');
    const wanted = parsed.data;
    const { confirmDuplicate, form, level, count, wish, note } = wanted;
    const holding = { form, level, count, wish, note };
    let paint: Omit<TInventoryItem, 'id' | 'form' | 'level' | 'count' | 'wish' | 'note'>;
    if ('cataloguePaintId' in wanted) {
      const found = catalogue.find((entry) => entry.id === wanted.cataloguePaintId);
      if (!found) return refuse(request, 404, 'NOT_FOUND', 'Paint not found.');
      const held = state.items.find((item) => item.cataloguePaintId === found.id && item.form === form);
      if (held) {
        held.count += count;
        return answer(request, { item: held, added: false });
      }
      // An item keeps the paint's facts, not where the catalogue's rating comes from.
      const {
        id,
        productCode: _c,
        pigmentCodes: _p,
        pigmentNumber: _n,
        defaultHexCode: _d,
        lightfastnessBasis: _b,
        makerLightfastness: _m,
        affiliateLink,
        ...facts
      } = found;
      paint = { ...facts, cataloguePaintId: id, buyLink: affiliateLink };
    } else {
      const { confirmDuplicate: _confirm, form: _f, level: _l, count: _n, wish: _w, note: _note, ...facts } = wanted;
      paint = {
        ...facts,
        manufacturer: facts.manufacturer ?? null,
        pigmentCode: facts.pigmentCode ?? null,
        medium: facts.medium ?? null,
        seriesName: facts.seriesName ?? null,
        lightfastness: facts.lightfastness ?? null,
        opacity: facts.opacity ?? null,
        granulation: facts.granulation ?? null,
        staining: facts.staining ?? null,
        cataloguePaintId: null,
        buyLink: null,
      };
    }
    const item: TInventoryItem = { id: nextId(), ...paint, ...holding };
    const same = confirmDuplicate ? null : ownedSamePigment(state.items, item);
    if (same)
      return refuse(
        request,
        409,
        'DUPLICATE_PIGMENT',
        INVENTORY_TEXTS.ownsSamePigment(same.paintName, same.manufacturer, same.pigmentCode),
      );
    state.items.push(item);
    return answer(request, { item, added: true }, 201);
  }

  function update(request: Request, id: string, body: unknown): Response {
    const item = state.items.find((held) => held.id === id);
    if (!item) return refuse(request, 404, 'NOT_FOUND', 'Not found.');
    const parsed = ZUpdateInventoryItemRequest.safeParse(body);
    if (!parsed.success) return refuse(request, 400, 'BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Bad request.');
    const { bought, ...fields } = parsed.data;
    Object.assign(item, fields);
    if (bought) Object.assign(item, { count: Math.max(1, item.count), level: 'full', wish: false });
    return answer(request, item);
  }

  function respond(request: Request, url: URL, body: unknown): Response {
    const { method } = request;
    const path = `${url.pathname}${url.search}`;
    const refusal = refusals.findIndex((r) => r.method === method && r.path.test(path));
    if (refusal >= 0) {
      const [r] = refusals.splice(refusal, 1);
      return refuse(request, r?.status ?? 500, r?.code ?? 'INTERNAL', r?.message ?? '');
    }
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/auth/get-session') return answer(request, signedIn ? SESSION : null);
    if (route === `GET /api/user/email/${encodeURIComponent(ARTIST.email)}`) return answer(request, ARTIST);
    if (route === 'POST /api/analytics/events') {
      const { name, params } = body as { name: string; params: unknown };
      analytics.push({ name, params });
      return answerEmpty(request);
    }
    if (route === 'GET /api/inventory') return answer(request, state.items);
    if (route === 'POST /api/inventory') return add(request, body);
    if (route === 'POST /api/inventory/import') {
      // As the server answers: a file with bad rows is refused whole (422), with its rows.
      const result = ZInventoryImportResult.parse(state.importAnswer);
      return result.badRows.length > 0
        ? answer(request, { message: 'Rows cannot be imported.', code: 'BAD_REQUEST', ...result }, 422)
        : answer(request, result);
    }
    const itemId = /^\/api\/inventory\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (itemId && method === 'PUT') return update(request, itemId, body);
    if (itemId && method === 'DELETE') {
      state.items = state.items.filter((item) => item.id !== itemId);
      return answerEmpty(request);
    }
    if (route === 'GET /api/shopping-list') return answer(request, shoppingList({ shared: false }));
    if (route === 'PUT /api/shopping-list/share') {
      const { enabled } = ZShoppingShareRequest.parse(body);
      state.shareToken = enabled ? 'a'.repeat(43) : null;
      return answer(request, shoppingList({ shared: false }));
    }
    const token = /^\/api\/shopping-list\/shared\/(.+)$/.exec(url.pathname)?.[1];
    if (token && method === 'GET') {
      return token === state.shareToken ? answer(request, shoppingList({ shared: true })) : refuse(request, 404, 'NOT_FOUND', 'Not found.');
    }
    if (route === 'GET /api/paints/search-with-tags') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const codes = splitPigmentQuery(query).codes;
      return answer(
        request,
        catalogue
          .filter((paint) => paint.paintName.toLowerCase().includes(query) || codes.some((code) => paint.pigmentCodes.includes(code)))
          .map((paint) => ({ ...paint, kind: 'catalogue' })),
      );
    }
    if (route === 'GET /api/paints/pigments') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return answer(
        request,
        pigments.filter((pigment) => pigment.code.toLowerCase().includes(query)),
      );
    }
    if (route === 'GET /api/paints/manufacturers') return answer(request, []);
    if (/^GET \/api\/paints\/[\w-]+\/alternatives$/.test(route)) return answer(request, []);
    return refuse(request, 404, 'NOT_FOUND', `No fake for ${route}`);
  }

  apiServer.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const isJson = (request.headers.get('content-type') ?? '').includes('application/json');
      const body: unknown = text === '' ? undefined : isJson ? JSON.parse(text) : text;
      if (request.method !== 'GET' && !url.pathname.startsWith('/api/analytics/')) requests.push({ method: request.method, path, body });
      if (gate?.holds.test(`${request.method} ${path}`)) await gate.until;
      return respond(request, url, body);
    }),
  );

  return {
    state,
    /** The writes sent, in order (analytics apart). */
    requests,
    /** The analytics events the page sent. */
    analytics,
    /** The next request of `method` to a path (with its query) matching `path` is refused with the API's error `code`. */
    refuseNext(method: string, path: RegExp, status = 500, message = 'Something went wrong.', code: TErrorCode = 'INTERNAL') {
      refusals.push({ method, path, status, message, code });
    },
    /** Holds the answers to requests matching `holds` (e.g. /^GET \/api\/shopping-list$/; every request without it) until the returned function is called. */
    hold(holds = /.*/): () => void {
      let release = () => {};
      const until = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      gate = { until, holds };
      return release;
    },
  };
}
