// The bursts of bench:bursts: each request anonymous, from an address of its own, and no two alike
// in a run, so neither a per-visitor budget nor a kept answer takes the load off by luck.
import type { TPaintsPage } from '#common/schemas/paints.ts';

export interface BurstAnswer {
  status: number;
  retryAfter: boolean;
}

type BurstRequest = (baseUrl: string) => Promise<BurstAnswer>;

export interface Burst {
  name: string;
  /** The answers a request of this burst may get besides 429 with Retry-After. */
  expected: number[];
  /** The burst's requests in round `round`, all different from those of other rounds. */
  requests(round: number): BurstRequest[];
}

const CATALOGUE_REQUESTS = 100;
const SIGN_INS = 40;
const MEDIUMS = ['', 'Watercolor', 'Oil', 'Acrylic'];

/** A request as a browser sends it (compressed answers accepted), from the address 10.x.y.z numbered `visitor`. */
function send(path: string, visitor: number, init: { method?: string; body?: unknown } = {}): BurstRequest {
  return async (baseUrl) => {
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'x-forwarded-for': address,
          'accept-encoding': 'br, gzip',
          origin: baseUrl,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.has('retry-after') };
    } catch {
      return { status: 0, retryAfter: false };
    }
  };
}

/** Every request of a burst numbered across rounds, so each round's are new. */
function numbered(count: number, make: (k: number, visitor: number) => BurstRequest) {
  return (round: number) => Array.from({ length: count }, (_, i) => make(round * count + i, 1 + round * count + i));
}

/** Some of the catalogue's paints: their ids, and the distinct words and word beginnings of their names (3 to 8 letters), as a painter types them. */
async function cataloguePaints(baseUrl: string): Promise<{ ids: string[]; terms: string[] }> {
  const ids: string[] = [];
  const terms = new Set<string>();
  for (let page = 1; page <= 5; page += 1) {
    const answer = (await (await fetch(`${baseUrl}/api/paints?pageSize=100&page=${page}`)).json()) as TPaintsPage;
    for (const paint of answer.paints) {
      ids.push(paint.id);
      for (const word of paint.paintName.toLowerCase().split(/[^a-z]+/)) {
        for (let length = 3; length <= Math.min(8, word.length); length += 1) terms.add(word.slice(0, length));
      }
    }
  }
  return { ids, terms: [...terms] };
}

/** A colour of its own for each request number. */
const colourOf = (k: number) => `%23${(((k * 2654435761) >>> 8) & 0xffffff).toString(16).padStart(6, '0')}`;

export async function burstsFor(baseUrl: string, signInEmail: string): Promise<Burst[]> {
  const { ids, terms } = await cataloguePaints(baseUrl);
  return [
    {
      // The flood as the review sent it: one page asked a hundred times at once.
      name: 'same page',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (_k, visitor) => send('/api/paints?pageSize=100', visitor)),
    },
    {
      name: 'catalogue',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (k, visitor) => {
        const pageSize = 100 - (k % 41);
        const page = 1 + (Math.floor(k / 41) % 3);
        const medium = MEDIUMS[Math.floor(k / 123) % MEDIUMS.length];
        return send(`/api/paints?pageSize=${pageSize}&page=${page}${medium ? `&medium=${medium}` : ''}`, visitor);
      }),
    },
    {
      name: 'match',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (k, visitor) => {
        const medium = MEDIUMS[1 + (k % 3)];
        return send(`/api/paints/match?hex=${colourOf(k)}&medium=${medium}`, visitor);
      }),
    },
    {
      name: 'nearest',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (k, visitor) =>
        send(`/api/paints/nearest?hex=${colourOf(k)},${colourOf(k + 7919)},${colourOf(k + 104729)}`, visitor),
      ),
    },
    {
      name: 'alternatives',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (k, visitor) =>
        send(`/api/paints/${ids[k % ids.length]}/alternatives?limit=${1 + (k % 10)}`, visitor),
      ),
    },
    {
      name: 'pigments',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (k, visitor) =>
        send(`/api/paints/pigments?query=${encodeURIComponent(terms[(k * 7) % terms.length] ?? 'blue')}`, visitor),
      ),
    },
    {
      name: 'search',
      expected: [200],
      requests: numbered(CATALOGUE_REQUESTS, (k, visitor) =>
        send(`/api/paints/search-with-tags?query=${encodeURIComponent(terms[k % terms.length] ?? 'blue')}&limit=10`, visitor),
      ),
    },
    {
      name: 'sign-up',
      expected: [200],
      requests: numbered(SIGN_INS, (k, visitor) =>
        send('/api/auth/sign-up/email', 100_000 + visitor, {
          method: 'POST',
          body: { email: `burst-${k}-${Date.now()}@bench.test`, password: 'burst-password-1', name: `Burst ${k}` },
        }),
      ),
    },
    {
      name: 'sign-in',
      expected: [401],
      requests: numbered(SIGN_INS, (k, visitor) =>
        send('/api/auth/sign-in/email', 200_000 + visitor, {
          method: 'POST',
          body: { email: signInEmail, password: `wrong-password-${k}` },
        }),
      ),
    },
  ];
}
