import { vi } from 'vitest';
import { buildInventoryItem } from '#client/test/build-inventory-item.ts';
import { buildUser } from '#client/test/build-user.ts';
import { RESTOCK_LEVELS } from '#common/constants.ts';
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

// The studio's API (issue 28) in memory behind a stubbed fetch, with the session, the product user
// and the catalogue reads the screens make. Every write is checked against the contract's request
// schemas (a request the server would refuse answers 400 here too) and recorded.

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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (status: number, message: string, code: string) => json({ message, code }, status);

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
  const refusals: Array<{ method: string; path: RegExp; status: number; message: string; code: string }> = [];
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

  function add(body: unknown): Response {
    const parsed = ZCreateInventoryItemRequest.safeParse(body);
    if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? 'Bad request.', 'VALIDATION');
    const request = parsed.data;
    const { confirmDuplicate, form, level, count, wish, note } = request;
    const holding = { form, level, count, wish, note };
    let paint: Omit<TInventoryItem, 'id' | 'form' | 'level' | 'count' | 'wish' | 'note'>;
    if ('cataloguePaintId' in request) {
      const found = catalogue.find((entry) => entry.id === request.cataloguePaintId);
      if (!found) return refused(404, 'Paint not found.', 'NOT_FOUND');
      const held = state.items.find((item) => item.cataloguePaintId === found.id && item.form === form);
      if (held) {
        held.count += count;
        return json({ item: held, added: false });
      }
      const { id, productCode: _c, pigmentCodes: _p, pigmentNumber: _n, defaultHexCode: _d, affiliateLink, ...facts } = found;
      paint = { ...facts, cataloguePaintId: id, buyLink: affiliateLink };
    } else {
      const { confirmDuplicate: _confirm, form: _f, level: _l, count: _n, wish: _w, note: _note, ...facts } = request;
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
      return refused(409, INVENTORY_TEXTS.ownsSamePigment(same.paintName, same.manufacturer, same.pigmentCode), 'DUPLICATE_PIGMENT');
    state.items.push(item);
    return json({ item, added: true }, 201);
  }

  function update(id: string, body: unknown): Response {
    const item = state.items.find((held) => held.id === id);
    if (!item) return refused(404, 'Not found.', 'NOT_FOUND');
    const parsed = ZUpdateInventoryItemRequest.safeParse(body);
    if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? 'Bad request.', 'VALIDATION');
    const { bought, ...fields } = parsed.data;
    Object.assign(item, fields);
    if (bought) Object.assign(item, { count: Math.max(1, item.count), level: 'full', wish: false });
    return json(item);
  }

  function answer(method: string, path: string, body: unknown): Response {
    const refusal = refusals.findIndex((r) => r.method === method && r.path.test(path));
    if (refusal >= 0) {
      const [r] = refusals.splice(refusal, 1);
      return refused(r?.status ?? 500, r?.message ?? '', r?.code ?? 'INTERNAL');
    }
    const url = new URL(path, 'http://localhost:3000');
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/auth/get-session') return json(signedIn ? SESSION : null);
    if (route === `GET /api/user/email/${encodeURIComponent(ARTIST.email)}`) return json(ARTIST);
    if (route === 'POST /api/analytics/events') {
      const { name, params } = body as { name: string; params: unknown };
      analytics.push({ name, params });
      return new Response(null, { status: 204 });
    }
    if (route === 'GET /api/inventory') return json(state.items);
    if (route === 'POST /api/inventory') return add(body);
    if (route === 'POST /api/inventory/import') {
      // As the server answers: a file with bad rows is refused whole (422), with its rows.
      const answer = ZInventoryImportResult.parse(state.importAnswer);
      return answer.badRows.length > 0 ? json({ message: 'Rows cannot be imported.', code: 'BAD_REQUEST', ...answer }, 422) : json(answer);
    }
    const itemId = /^\/api\/inventory\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (itemId && method === 'PUT') return update(itemId, body);
    if (itemId && method === 'DELETE') {
      state.items = state.items.filter((item) => item.id !== itemId);
      return new Response(null, { status: 204 });
    }
    if (route === 'GET /api/shopping-list') return json(shoppingList({ shared: false }));
    if (route === 'PUT /api/shopping-list/share') {
      const { enabled } = ZShoppingShareRequest.parse(body);
      state.shareToken = enabled ? 'a'.repeat(43) : null;
      return json(shoppingList({ shared: false }));
    }
    const token = /^\/api\/shopping-list\/shared\/(.+)$/.exec(url.pathname)?.[1];
    if (token && method === 'GET') {
      return token === state.shareToken ? json(shoppingList({ shared: true })) : refused(404, 'Not found.', 'NOT_FOUND');
    }
    if (route === 'GET /api/paints/search-with-tags') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const codes = splitPigmentQuery(query).codes;
      return json(
        catalogue
          .filter((paint) => paint.paintName.toLowerCase().includes(query) || codes.some((code) => paint.pigmentCodes.includes(code)))
          .map((paint) => ({ ...paint, kind: 'catalogue' })),
      );
    }
    if (route === 'GET /api/paints/pigments') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return json(pigments.filter((pigment) => pigment.code.toLowerCase().includes(query)));
    }
    if (route === 'GET /api/paints/manufacturers') return json([]);
    if (/^GET \/api\/paints\/[\w-]+\/alternatives$/.test(route)) return json([]);
    return refused(404, `No fake for ${route}`, 'NOT_FOUND');
  }

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input instanceof Request ? input.url : input);
    const body: unknown = typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body;
    if (method !== 'GET' && !path.includes('/api/analytics/')) requests.push({ method, path, body });
    if (gate?.holds.test(`${method} ${path}`)) await gate.until;
    return answer(method, path, body);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    state,
    /** The writes sent, in order (analytics apart). */
    requests,
    /** The analytics events the page sent. */
    analytics,
    /** The next request of `method` to a path matching `path` is refused. */
    refuseNext(method: string, path: RegExp, status = 500, message = 'Something went wrong.', code = 'INTERNAL') {
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
