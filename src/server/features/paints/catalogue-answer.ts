import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import type { Database, Db } from '#server/db/client.ts';
import { catalogueRevision } from '#server/db/schema/index.ts';
import type { ContentCache } from '#server/lib/content-cache.ts';
import { createWorkLane } from '#server/lib/work-lane.ts';
import { visitorKey } from '#server/middleware/client-ip.ts';
import { keptJson } from '#server/middleware/compress-json.ts';

/** The channel the catalogue's new revisions are announced on (migration 0028). */
const REVISION_CHANNEL = 'catalogue_revision';

import type { RateLimitName } from '#server/rate-limits.ts';

/**
 * What the catalogue is at: a new random id whenever a statement writes paints or pigments
 * (migration 0028); 'none' before the first such statement.
 */
async function readRevision(db: Db): Promise<string> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision);
  return row?.revision ?? 'none';
}

/**
 * The catalogue's revision, as each request needs it. On PostgreSQL it is read (one indexed row,
 * on any connection of the pool). The embedded database runs one statement per turn of the event
 * loop, so a hundred requests reading it would queue a hundred turns in front of everyone else's:
 * there, the revision is learnt from its NOTIFY, told before the writing statement's caller goes
 * on (so a read after a write never sees the old one), and read only until listening has begun.
 */
function revisionOf(database: Pick<Database, 'db' | 'listen'>): () => Promise<string> {
  const read = () => readRevision(database.db);
  if (!database.listen) return read;
  let known: string | null = null;
  let listening = false;
  database
    .listen(REVISION_CHANNEL, (revision) => {
      known = revision;
    })
    .then(
      () => {
        listening = true;
      },
      // Not listening: every request reads it.
      () => undefined,
    );
  return async () => {
    if (known !== null) return known;
    // Only a read begun while listening may stand for later requests: a change after it is told.
    const whileListening = listening;
    const revision = await read();
    if (whileListening && known === null) known = revision;
    return revision;
  };
}

/**
 * The app's view of the catalogue (decision 030): its revision, and the lane of its work for
 * visitors who are not signed in. Two at once: the embedded database runs one statement at a time,
 * so two keep it busy while anything else asked (a health check, a painter's own palette) waits
 * behind two statements at most, not a hundred; on PostgreSQL they leave the pool's other
 * connections to everyone else. 32 may wait (a few milliseconds' work each), a visitor may hold 4
 * (a page asks for a few at once).
 */
export function catalogueOf(database: Pick<Database, 'db' | 'listen'>): AppEnv['Variables']['catalogue'] {
  return {
    revision: revisionOf(database),
    work: createWorkLane({
      running: 2,
      waiting: 32,
      perVisitor: 4,
      message: 'Many people are looking through the catalogue right now. Please try again in a moment.',
      retryAfterSeconds: 1,
    }),
  };
}

/**
 * `work` in the caller's lane: at once for a signed-in painter, a few at a time for anyone else;
 * with a `budget`, a point of the visitor's is spent first (in the lane: a flood waits there, not
 * in front of the database), so kept answers, which cost nothing, spend none.
 */
function catalogueWork<T>(c: Context<AppEnv>, work: () => Promise<T>, budget?: RateLimitName): Promise<T> {
  const visitor = visitorKey(c);
  const spent = async () => {
    if (budget) await c.var.rateLimits.consume(budget, visitor);
    return work();
  };
  return c.var.user ? spent() : c.var.catalogue.work.run(visitor, spent);
}

interface Asked {
  /** The route, or any name of what is asked for. */
  name: string;
  /** The validated (so normalised) query: the same question is one key. */
  query: unknown;
  /** The visitor's budget that making the answer spends. */
  budget?: RateLimitName;
}

/** The name of what is asked while the catalogue is at its present revision. */
async function keyOf(c: Context<AppEnv>, asked: Asked): Promise<string> {
  const revision = await c.var.catalogue.revision();
  return `catalogue-${revision}-${createHash('sha256')
    .update(`${asked.name}\n${JSON.stringify(asked.query)}`)
    .digest('base64url')}`;
}

/**
 * A public catalogue answer (decision 030): the same for everyone who asks while the catalogue is
 * at one revision, so it is made once per revision, in the caller's lane, kept with its compressed
 * forms and sent again as kept; the revision is in its ETag, so a client that asks again with it
 * gets 304 until an import.
 */
export async function catalogueAnswer(c: Context<AppEnv>, asked: Asked & { make: () => Promise<unknown> }): Promise<Response> {
  return keptJson(c, {
    key: await keyOf(c, asked),
    scope: 'public',
    json: () => catalogueWork(c, async () => new TextEncoder().encode(JSON.stringify(await asked.make())), asked.budget),
  });
}

/** As catalogueAnswer, for a route that reads the result before it answers: kept in `cache`. */
export async function catalogueResult<T>(
  c: Context<AppEnv>,
  asked: Asked & { cache: ContentCache<T>; make: () => Promise<T> },
): Promise<T> {
  return asked.cache.get(await keyOf(c, asked), () => catalogueWork(c, asked.make, asked.budget));
}
