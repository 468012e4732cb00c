// The bare baseline of `npm run bench:api`: Hono + pg answering the same reads as the app (the
// session looked up from its cookie, then the rows) with prepared statements, no ORM, no auth
// library, no middleware. What the app costs beyond this is what bench:api measures.
//
// Run as its own process: DATABASE_URL, PORT.
import { serve } from '@hono/node-server';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import pg from 'pg';
import { splitPigmentQuery } from '#common/pigment-codes.ts';
import { catalogueSearchQuery } from '#server/features/paints/search-catalogue.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SESSION_COOKIE = /(?:^|;\s*)palette\.session_token=([^.;]+)/;

async function query<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]> {
  return (await pool.query<T>({ name, text, values })).rows;
}

async function sessionUser(cookie: string | undefined): Promise<string | null> {
  const token = cookie?.match(SESSION_COOKIE)?.[1];
  if (!token) return null;
  const [row] = await query<{ id: string }>(
    'session',
    `select u.id from auth_sessions s join users u on u.auth_user_id = s.user_id where s.token = $1 and s.expires_at > now()`,
    [decodeURIComponent(token)],
  );
  return row?.id ?? null;
}

const PALETTE_COLUMNS = `p.id, p.name, p.medium, p.rows, p.columns, p.tags, p.notes, p.is_favorite as "isFavorite",
  p.user_id as "userId", p.original_palette_id as "originalPaletteId", p.is_original as "isOriginal",
  p.is_distributed as "isDistributed", p.is_pushed_by_admin as "isPushedByAdmin",
  p.creator_display_name as "creatorDisplayName", p.share_enabled as "shareEnabled", p.updated_at as "updatedAt",
  (select count(*)::int from colors c where c.palette_id = p.id) as "colorCount"`;

interface Swatch {
  paletteId: string;
  isInWorkingArea: boolean;
  position: number;
  hexCode: string;
  paintName: string;
}

async function withSwatches(palettes: Array<{ id: string }>) {
  const swatches = await query<Swatch>(
    'swatches',
    `select palette_id as "paletteId", is_in_working_area as "isInWorkingArea",
       case when is_in_working_area then working_area_position else position end as position,
       hex_code as "hexCode", paint_name as "paintName"
     from colors where palette_id = any($1::uuid[]) order by is_in_working_area, 3`,
    [palettes.map((p) => p.id)],
  );
  return palettes.map((p) => ({ ...p, swatches: swatches.filter((s) => s.paletteId === p.id) }));
}

// Catalogue search: the app's own statement text (built once here), prepared like every other.
const dialect = new PgDialect({ casing: 'snake_case' });
const searchStatements = new Map<string, { name: string; text: string }>();
function searchStatement(search: Parameters<typeof catalogueSearchQuery>[0]) {
  const { sql, params } = dialect.sqlToQuery(catalogueSearchQuery(search));
  let statement = searchStatements.get(sql);
  if (!statement) {
    statement = { name: `search_${searchStatements.size}`, text: sql };
    searchStatements.set(sql, statement);
  }
  return { ...statement, values: params };
}

const app = new Hono()
  .get('/api/health', (c) => c.json({ status: 'ok' }))
  .get('/api/palettes/user', async (c) => {
    const userId = await sessionUser(c.req.header('cookie'));
    if (!userId) return c.json({ message: 'Sign in', code: 'UNAUTHENTICATED' }, 401);
    const palettes = await query<{ id: string }>(
      'palettes_of_user',
      `select ${PALETTE_COLUMNS} from palettes p where p.user_id = $1 order by p.updated_at desc, p.id desc`,
      [userId],
    );
    return c.json(await withSwatches(palettes));
  })
  .get('/api/palettes/:id', async (c) => {
    const userId = await sessionUser(c.req.header('cookie'));
    if (!userId) return c.json({ message: 'Sign in', code: 'UNAUTHENTICATED' }, 401);
    const [palette] = await query<{ id: string }>(
      'palette',
      `select ${PALETTE_COLUMNS} from palettes p where p.id = $1 and p.user_id = $2`,
      [c.req.param('id'), userId],
    );
    if (!palette) return c.json({ message: 'Palette not found.', code: 'NOT_FOUND' }, 404);
    const [dto] = await withSwatches([palette]);
    return c.json(dto);
  })
  .get('/api/colors/palette/:id', async (c) => {
    const userId = await sessionUser(c.req.header('cookie'));
    if (!userId) return c.json({ message: 'Sign in', code: 'UNAUTHENTICATED' }, 401);
    const rows = await query(
      'colors_of_palette',
      `select c.* from colors c join palettes p on p.id = c.palette_id
       where c.palette_id = $1 and p.user_id = $2
       order by c.is_in_working_area, c.position, c.working_area_position`,
      [c.req.param('id'), userId],
    );
    return c.json(rows);
  })
  .get('/api/paints/search-with-tags', async (c) => {
    const query = c.req.query('query') ?? '';
    const { codes, text } = splitPigmentQuery(query);
    const limit = Number(c.req.query('limit') ?? 10);
    const result = await pool.query(searchStatement({ text, codes, limit }));
    return c.json(result.rows);
  })
  .put('/api/colors/positions', async (c) => {
    const userId = await sessionUser(c.req.header('cookie'));
    if (!userId) return c.json({ message: 'Sign in', code: 'UNAUTHENTICATED' }, 401);
    const items = await c.req.json<Array<{ id: string; position: number }>>();
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query({
        name: 'swap',
        text: `update colors c set position = v.position, updated_at = now()
               from (values ($1::uuid, $2::int), ($3::uuid, $4::int)) as v(id, position) where c.id = v.id`,
        values: items.flatMap((item) => [item.id, item.position]),
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return c.json({ ok: true });
  });

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
