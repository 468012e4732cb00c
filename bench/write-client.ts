// One bench:writes client: an artist's browser tab doing what a painter does to a palette.
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TTag } from '#common/schemas/tag.ts';
import { type Answer, expectStatus, type Request, signedUp } from './api-session';
import type { BenchServer } from './bench-server';
import { type Ledger, placeOf } from './write-audit';

const ROWS = 6;
const COLUMNS = 12;
const WORKING_AREA_CELLS = 24;
const STARTING_COLORS_PER_TAB = 8;
const TABS = 2;

export interface ArtistSession {
  request: Request;
  userId: string;
  paletteId: string;
  /** One tag per tab, so each tab's tag links are its own to audit. */
  tagIds: string[];
}

/** An artist signed up, confirmed (by the mailed link) and signed in through the API, with a palette and a tag per tab. */
export async function seedArtist(options: { server: BenchServer; index: number }): Promise<ArtistSession> {
  const { server, index } = options;
  const { request, user } = await signedUp({ server, email: `bench${index}-${Date.now()}@example.com`, name: `Bench ${index}` });
  const palette = expectStatus(
    await request<TPalette>('POST', '/api/palettes', {
      userId: user.id,
      name: `Bench ${index}`,
      medium: 'Watercolor',
      rows: ROWS,
      columns: COLUMNS,
    }),
    201,
    'palette',
  );
  const tagIds: string[] = [];
  for (let tab = 0; tab < TABS; tab += 1) {
    tagIds.push(expectStatus(await request<TTag>('POST', '/api/tags', { userId: user.id, name: `tab ${tab}` }), 201, 'tag').id);
  }
  return { request, userId: user.id, paletteId: palette.id, tagIds };
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const hex = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

type Operation = 'add' | 'remove' | 'edit' | 'notes' | 'move' | 'swap' | 'tag' | 'read';
// A painter's session: mostly arranging and describing colors, sometimes adding or removing one.
const MIX: Array<[Operation, number]> = [
  ['add', 10],
  ['remove', 5],
  ['edit', 15],
  ['notes', 15],
  ['move', 15],
  ['swap', 20],
  ['tag', 15],
  ['read', 5],
];
const WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);

function nextOperation(): Operation {
  let roll = Math.random() * WEIGHT;
  for (const [operation, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return 'read';
}

/**
 * One tab of an artist's. It writes only the colors it created itself, so the last answer it got
 * for a color is what the database must hold at the end; the other tab of the same artist
 * contends for the palette (its lock, its free places).
 */
export function paintingTab(options: {
  artist: ArtistSession;
  tab: number;
  thinkMs: number;
  ledger: Ledger;
  latencies: Record<string, number[]>;
  statuses: Map<number, number>;
}) {
  const { artist, tab, thinkMs, ledger, latencies, statuses } = options;
  const { request, paletteId } = artist;
  const tagId = artist.tagIds[tab % artist.tagIds.length] ?? '';
  const mine = new Set<string>();
  let occupied = new Set<string>();

  // Latencies count once the clock runs (statuses always do).
  let measuring = false;
  const timed = async <T>(operation: Operation, call: () => Promise<Answer<T>>): Promise<Answer<T>> => {
    const started = performance.now();
    const answer = await call();
    if (measuring) (latencies[operation] ??= []).push(performance.now() - started);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 200 && answer.status < 300 && operation !== 'read') ledger.acknowledged += 1;
    return answer;
  };
  const record = (color: TColor) => {
    const previous = ledger.colors.get(color.id);
    ledger.colors.set(color.id, {
      paletteId,
      exists: true,
      paintName: color.paintName,
      hexCode: color.hexCode,
      personalNotes: color.personalNotes,
      place: placeOf(color),
      tags: previous?.tags ?? new Set(),
    });
  };
  const see = (colors: TColor[]) => {
    occupied = new Set(colors.map(placeOf));
    for (const color of colors) if (mine.has(color.id)) record(color);
  };
  // A move answers the moved colors: their old places are free, their new ones taken.
  const sawMoved = (moved: TColor[]) => {
    for (const color of moved) {
      const before = ledger.colors.get(color.id);
      if (before) occupied.delete(before.place);
    }
    for (const color of moved) {
      occupied.add(placeOf(color));
      if (mine.has(color.id)) record(color);
    }
  };
  const freePlace = () => {
    const places = [
      ...Array.from({ length: ROWS * COLUMNS }, (_, i) => ({ key: `g${i}`, body: { position: i } })),
      ...Array.from({ length: WORKING_AREA_CELLS }, (_, i) => ({ key: `w${i}`, body: { isInWorkingArea: true, workingAreaPosition: i } })),
    ];
    return pick(places.filter((place) => !occupied.has(place.key)));
  };
  const add = async () => {
    const answer = await timed('add', () =>
      request<TColor>('POST', '/api/colors', { paletteId, paintName: `Tab ${tab} paint`, hexCode: hex() }),
    );
    if (answer.status !== 201) return;
    mine.add(answer.body.id);
    occupied.add(placeOf(answer.body));
    record(answer.body);
  };

  async function setUp() {
    for (let i = 0; i < STARTING_COLORS_PER_TAB; i += 1) await add();
    see(expectStatus(await request<TColor[]>('GET', `/api/colors/palette/${paletteId}`), 200, 'colors'));
  }

  /** Paints until `deadline`; latencies count only when `measure` (a warm-up does not). */
  async function paintUntil(deadline: number, measure: boolean) {
    measuring = measure;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      const operation = nextOperation();
      const id = pick([...mine]);
      const other = pick([...mine].filter((candidate) => candidate !== id));
      const current = id ? ledger.colors.get(id) : undefined;
      if (operation === 'add') {
        await add();
      } else if (operation === 'read') {
        const answer = await timed('read', () => request<TColor[]>('GET', `/api/colors/palette/${paletteId}`));
        if (answer.status === 200) see(answer.body);
      } else if (!id || !current) {
        continue;
      } else if (operation === 'remove' && mine.size > STARTING_COLORS_PER_TAB / 2) {
        const answer = await timed('remove', () => request('DELETE', `/api/colors/${id}`));
        if (answer.status === 204) {
          mine.delete(id);
          occupied.delete(current.place);
          ledger.colors.set(id, { ...current, exists: false });
        }
      } else if (operation === 'edit' || operation === 'notes') {
        const change =
          operation === 'edit' ? { paintName: `Tab ${tab} ${hex()}`, hexCode: hex() } : { personalNotes: `glazes well ${Date.now()}` };
        const answer = await timed(operation, () => request<TColor>('PUT', `/api/colors/${id}`, change));
        if (answer.status === 200) record(answer.body);
      } else if (operation === 'move') {
        const place = freePlace();
        if (!place) continue;
        const answer = await timed('move', () => request<TColor[]>('PUT', '/api/colors/positions', [{ id, ...place.body }]));
        if (answer.status === 200) sawMoved(answer.body);
      } else if (operation === 'swap' && other) {
        const a = current;
        const b = ledger.colors.get(other);
        if (!b) continue;
        const at = (place: string) =>
          place.startsWith('w')
            ? { isInWorkingArea: true, workingAreaPosition: Number(place.slice(1)) }
            : { position: Number(place.slice(1)) };
        const answer = await timed('swap', () =>
          request<TColor[]>('PUT', '/api/colors/positions', [
            { id, ...at(b.place) },
            { id: other, ...at(a.place) },
          ]),
        );
        if (answer.status === 200) sawMoved(answer.body);
      } else if (operation === 'tag') {
        const linked = current.tags.has(tagId);
        const answer = linked
          ? await timed('tag', () => request('DELETE', `/api/colors/${id}/tags/${tagId}`))
          : await timed('tag', () => request('POST', `/api/colors/${id}/tags`, { tagId, userId: artist.userId }));
        if (answer.status === 201) current.tags.add(tagId);
        if (answer.status === 204) current.tags.delete(tagId);
      }
    }
  }

  return { setUp, paintUntil };
}
