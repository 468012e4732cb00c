// npm run bench:api — issue 14: the app against a bare Hono + pg server answering the same reads
// (bench/bare-server.ts), both on one throwaway PostgreSQL database, loaded alternately with the
// same requests. Targets per endpoint (issue 43): at least 75 % of the bare requests per second,
// and a p99 at most 1.5 × the bare p99. Then the app's scaling from 1 to 2 workers. Exits 1 below target.
//
// BENCH_DATABASE_URL   server to create the throwaway database on (default: the local one)
// BENCH_SECONDS        seconds per measurement (default 8)   BENCH_ROUNDS  rounds, best kept (default 2)
// BENCH_CONNECTIONS    concurrent connections (default 50)
// BENCH_ONLY           a comma-separated subset of endpoint names (list, palette, colors, search, swap),
//                      'embedded' for the PGlite readers, and 'inventory' for the studio list
// BENCH_INVENTORY_READERS  readers of the studio list at once (default 1)
// Then the embedded database (PGlite): the palettes list under the same readers, p99 < 200 ms.
// Last, issue 28: a person's studio of 2,000 paints, read whole (GET /api/inventory) on either
// database, as the browser asks for it (brotli) and uncompressed, read again unchanged and right
// after a change: p95 < 15 ms (issue 43); and, with no target, after more changes than a studio keeps (read whole).
import '../scripts/require-node.mjs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { LIMITS } from '#common/constants.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { STUDIO_CHANGES_KEPT } from '#server/db/schema/index.ts';
import { createEmptyPostgresDatabase } from '#server/test/postgres-database.ts';
import { expectStatus, signedUp } from './api-session';
import { type BenchServer, type SpawnedServer, spawnServer, startBenchServer } from './bench-server';
import { seedStudio } from './studio-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const WARM_UP_SECONDS = 2;
// Issue 43: three quarters of the bare server's requests per second, a p99 within 1.5 × its p99
// (issue 14 asked for half and 3 ×).
const RPS_TARGET = 0.75;
const P99_TARGET = 1.5;
const EMBEDDED_P99_TARGET_MS = 200;
const INVENTORY_READERS = Number(process.env.BENCH_INVENTORY_READERS ?? 1);
// Issue 43: p95 < 15 ms (issue 28 asked for 20).
const INVENTORY_P95_TARGET_MS = 15;
const PALETTES = 6;
const COLORS_PER_PALETTE = 24;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Endpoint {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
  /** For writes: the bodies each connection cycles through. */
  bodies?: (connection: number) => string[];
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(baseUrl: string, endpoint: Endpoint, cookie: string, seconds = SECONDS): Promise<Figures> {
  let connection = 0;
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    setupClient: (client) => {
      const bodies = endpoint.bodies?.(connection);
      connection += 1;
      if (bodies) client.setRequests(bodies.map((body) => ({ method: endpoint.method, path: endpoint.path, body })));
    },
  });
  // The load generator hangs up with requests still queued in the server; the next measurement
  // starts once the server has worked through them (health asks the database, so on the embedded
  // one it is answered after the queue), not on top of the last run's leftovers.
  await fetch(`${baseUrl}/api/health`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function best(runs: Figures[]): Figures {
  return runs.reduce((a, b) => (b.rps > a.rps ? b : a));
}

/** The bare baseline (bare-server.ts) on the same database. */
function startBare(databaseUrl: string): Promise<SpawnedServer> {
  return spawnServer(['--import', 'tsx', 'bench/bare-server.ts'], () => ({ DATABASE_URL: databaseUrl }));
}

/** An admin (no palette limit) with PALETTES palettes of COLORS_PER_PALETTE colors, grid and working area. */
async function seed(server: BenchServer, email: string) {
  const session = await signedUp({ server, email, name: 'Bench reader' });
  const { request, user } = session;
  const palettes: Array<{ id: string; colors: TColor[] }> = [];
  for (let p = 0; p < PALETTES; p += 1) {
    const palette = expectStatus(
      await request<TPalette>('POST', '/api/palettes', { userId: user.id, name: `Bench ${p}`, medium: 'Watercolor', rows: 4, columns: 6 }),
      201,
      'palette',
    );
    const colors: TColor[] = [];
    for (let i = 0; i < COLORS_PER_PALETTE; i += 1) {
      const place = i < 20 ? { position: i } : { isInWorkingArea: true, workingAreaPosition: i - 20 };
      const hexCode = `#${((i * 0x0a1b2c + p * 0x111111) & 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;
      const color = { paletteId: palette.id, paintName: `Quinacridone Rose ${i}`, pigmentCode: 'PV19', hexCode, ...place };
      colors.push(expectStatus(await request<TColor>('POST', '/api/colors', color), 201, 'color'));
    }
    palettes.push({ id: palette.id, colors });
  }
  return { cookie: session.cookie(), palettes };
}

function endpointsFor(palettes: Array<{ id: string; colors: TColor[] }>): Endpoint[] {
  const [first] = palettes;
  if (!first) throw new Error('nothing seeded');
  // Each connection swaps the first two colors of one palette back and forth: connections share
  // palettes, so swaps contend as two tabs on one palette do.
  const swapBodies = (connection: number) => {
    const palette = palettes[connection % palettes.length] ?? first;
    const [a, b] = palette.colors;
    if (!a || !b) throw new Error('too few colors');
    return [
      JSON.stringify([
        { id: a.id, position: 1 },
        { id: b.id, position: 0 },
      ]),
      JSON.stringify([
        { id: a.id, position: 0 },
        { id: b.id, position: 1 },
      ]),
    ];
  };
  const all: Endpoint[] = [
    { name: 'list', method: 'GET', path: '/api/palettes/user' },
    { name: 'palette', method: 'GET', path: `/api/palettes/${first.id}` },
    { name: 'colors', method: 'GET', path: `/api/colors/palette/${first.id}` },
    { name: 'search', method: 'GET', path: '/api/paints/search-with-tags?query=ultramarine&limit=10' },
    { name: 'swap', method: 'PUT', path: '/api/colors/positions', bodies: swapBodies },
  ];
  return ONLY ? all.filter((e) => ONLY.includes(e.name)) : all;
}

/**
 * Fresh statistics for the planner, as autovacuum gathers them soon after a table fills: without
 * them the first minutes of a new database plan from guesses, and the figures would measure that.
 */
async function analyze(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('analyze');
  await client.end();
}

/** The embedded default (PGlite): the palettes list under CONNECTIONS readers, p99 against its target. */
async function embeddedReaders(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-'));
  const email = `bench-embedded-${Date.now()}@example.com`;
  const server = await startBenchServer({ dataDir, env: { ADMIN_EMAILS: email } });
  try {
    const { cookie } = await seed(server, email);
    const list: Endpoint = { name: 'list', method: 'GET', path: '/api/palettes/user' };
    const runs: Figures[] = [];
    await load(server.baseUrl, list, cookie, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await load(server.baseUrl, list, cookie));
    const figures = runs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
    const ok = figures.p99 < EMBEDDED_P99_TARGET_MS && figures.failures === 0;
    process.stdout.write(
      `\nembedded database (PGlite), palettes list, ${CONNECTIONS} readers: ${figures.rps.toFixed(0)} rps, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms (target < ${EMBEDDED_P99_TARGET_MS} ms)  ${ok ? 'PASS' : 'FAIL'}\n`,
    );
    return ok;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = (f: Figures) => `${f.rps.toFixed(0).padStart(6)} ${f.p50.toFixed(0).padStart(4)} ${f.p99.toFixed(0).padStart(5)}`;

/** The app against the bare server on PostgreSQL, endpoint by endpoint; then its scaling to 2 workers. */
async function againstBare(): Promise<boolean> {
  const database = await createEmptyPostgresDatabase({ adminUrl: serverUrl, prefix: 'bench_api' });
  const databaseUrl = database.url;
  const email = `bench-reader-${Date.now()}@example.com`;
  // One secret for every start: the session cookie made on the first must open the second.
  const authSecret = randomBytes(32).toString('hex');
  const startApp = (workers: number) =>
    startBenchServer({ databaseUrl, env: { ADMIN_EMAILS: email, WEB_CONCURRENCY: String(workers), AUTH_SECRET: authSecret } });
  let app = await startApp(1);
  const bare = await startBare(databaseUrl);
  try {
    const { cookie, palettes } = await seed(app, email);
    await analyze(databaseUrl);
    const endpoints = endpointsFor(palettes);
    process.stdout.write(`${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS}; app: 1 worker\n`);
    process.stdout.write(
      `${'endpoint'.padEnd(9)} ${'app rps  p50   p99'.padEnd(17)}  ${'bare rps  p50   p99'.padEnd(18)}  rps ratio  p99 ratio\n`,
    );
    const verdicts: boolean[] = [];
    const appSingle = new Map<string, Figures>();
    for (const endpoint of endpoints) {
      const appRuns: Figures[] = [];
      const bareRuns: Figures[] = [];
      // Unmeasured first: code compiled, connections opened, statements prepared, as on a server up for a while.
      await load(app.baseUrl, endpoint, cookie, WARM_UP_SECONDS);
      await load(bare.baseUrl, endpoint, cookie, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        appRuns.push(await load(app.baseUrl, endpoint, cookie));
        bareRuns.push(await load(bare.baseUrl, endpoint, cookie));
      }
      const a = best(appRuns);
      const b = best(bareRuns);
      appSingle.set(endpoint.name, a);
      const rpsRatio = a.rps / b.rps;
      const p99Ratio = a.p99 / Math.max(b.p99, 1);
      const ok = rpsRatio >= RPS_TARGET && p99Ratio <= P99_TARGET && a.failures === 0;
      verdicts.push(ok);
      process.stdout.write(
        `${endpoint.name.padEnd(9)} ${cell(a)}   ${cell(b)}   ${(rpsRatio * 100).toFixed(0).padStart(6)} %  ${p99Ratio.toFixed(1).padStart(6)} ×  ${ok ? 'PASS' : 'FAIL'}${a.failures ? ` (${a.failures} failed)` : ''}\n`,
      );
    }
    // The same load on two workers: what the second core buys.
    await app.stop();
    app = await startApp(2);
    process.stdout.write(`\nscaling, app on 2 workers (rps, best of ${ROUNDS}):\n`);
    for (const endpoint of endpoints) {
      const runs: Figures[] = [];
      await load(app.baseUrl, endpoint, cookie, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) runs.push(await load(app.baseUrl, endpoint, cookie));
      const two = best(runs);
      const one = appSingle.get(endpoint.name);
      if (two.failures > 0) verdicts.push(false);
      process.stdout.write(
        `${endpoint.name.padEnd(9)} 1 worker ${one?.rps.toFixed(0).padStart(6)}   2 workers ${two.rps.toFixed(0).padStart(6)}   × ${one ? (two.rps / one.rps).toFixed(2) : '-'}   p99 ${two.p99.toFixed(0)} ms${two.failures ? `  FAIL (${two.failures} failed)` : ''}\n`,
      );
    }
    process.stdout.write(`\ntargets: rps ≥ ${RPS_TARGET * 100} % of bare, p99 ≤ ${P99_TARGET} × bare p99, no failed request\n`);
    return verdicts.every(Boolean);
  } finally {
    await bare.stop();
    await app.stop();
    await database.drop();
  }
}

/**
 * One answer of GET /api/inventory as it comes off the wire, without decoding it: the time to its
 * last byte is the API's, and a browser decodes brotli natively (undici's fetch would add its own
 * decompression, in 16 KB steps through the thread pool, to every figure).
 */
function studioAnswer(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<{ status: number | undefined; bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Latencies of GET /api/inventory from INVENTORY_READERS readers, each asking again as soon as
 * answered; with `before`, each read follows a change it makes (not timed): the list made anew.
 */
async function readStudio(
  baseUrl: string,
  cookie: string,
  encoding: string,
  seconds: number,
  before?: () => Promise<void>,
): Promise<{ p50: number; p95: number; count: number; bytes: number }> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const agent = new http.Agent({ keepAlive: true });
  let bytes = 0;
  const reader = async () => {
    while (performance.now() < until) {
      await before?.();
      const start = performance.now();
      const answer = await studioAnswer(`${baseUrl}/api/inventory`, { cookie, 'accept-encoding': encoding }, agent);
      latencies.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`studio list: ${answer.status}`);
      if ((answer.encoding ?? 'identity') !== encoding) throw new Error(`studio list: sent as ${answer.encoding}, asked for ${encoding}`);
      bytes = answer.bytes;
    }
  };
  try {
    await Promise.all(Array.from({ length: INVENTORY_READERS }, reader));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), count: latencies.length, bytes };
}

/** Issue 28: the studio list of a person with 2,000 paints, on PostgreSQL and on the embedded database. */
async function studioReaders(): Promise<boolean> {
  const database = await createEmptyPostgresDatabase({ adminUrl: serverUrl, prefix: 'bench_studio' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-studio-'));
  const verdicts: boolean[] = [];
  try {
    for (const [engine, where] of [
      ['PostgreSQL', { databaseUrl: database.url }],
      ['embedded (PGlite)', { dataDir }],
    ] as const) {
      const server = await startBenchServer(where);
      try {
        const painter = await signedUp({ server, email: `bench-studio-${Date.now()}@example.com`, name: 'Bench painter' });
        const { cookie, change } = await seedStudio(painter, server.baseUrl);
        if ('databaseUrl' in where) await analyze(where.databaseUrl);
        process.stdout.write(
          `\nstudio list, ${LIMITS.inventoryItemsMax} paints, ${engine}, ${INVENTORY_READERS} reader(s), ${SECONDS} s, best of ${ROUNDS}, time to the last byte:\n`,
        );
        // Read again unchanged (the list as kept for its revision), then each read right after a
        // change (the list made anew: the studio's list after an add or an import, or any reload
        // after a change; a level or count changed on a card is written into the page's list).
        // Last, for the record, after more changes than a studio keeps: the list read whole, as an
        // instance reads a studio the first time, once per studio it keeps (decision 027).
        for (const [read, before, targeted] of [
          ['unchanged', undefined, true],
          ['changed', () => change(), true],
          ['whole', () => change(STUDIO_CHANGES_KEPT + 1), false],
        ] as const) {
          for (const encoding of ['br', 'identity']) {
            await readStudio(server.baseUrl, cookie, encoding, WARM_UP_SECONDS, before);
            let figures = await readStudio(server.baseUrl, cookie, encoding, SECONDS, before);
            for (let round = 1; round < ROUNDS; round++) {
              const next = await readStudio(server.baseUrl, cookie, encoding, SECONDS, before);
              if (next.p95 < figures.p95) figures = next;
            }
            const ok = figures.p95 < INVENTORY_P95_TARGET_MS;
            if (targeted) verdicts.push(ok);
            process.stdout.write(
              `  ${read.padEnd(9)} ${encoding.padEnd(8)} ${figures.count} requests, ${(figures.bytes / 1024).toFixed(0)} KiB each, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms ${targeted ? `(target < ${INVENTORY_P95_TARGET_MS} ms)  ${ok ? 'PASS' : 'FAIL'}` : '(a first read: no target)'}\n`,
            );
          }
        }
      } finally {
        await server.stop();
      }
    }
    return verdicts.every(Boolean);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const SECTIONS = ['embedded', 'inventory'];
const verdicts: boolean[] = [];
if (!ONLY || ONLY.some((name) => !SECTIONS.includes(name))) verdicts.push(await againstBare());
if (!ONLY || ONLY.includes('embedded')) verdicts.push(await embeddedReaders());
if (!ONLY || ONLY.includes('inventory')) verdicts.push(await studioReaders());
process.exitCode = verdicts.every(Boolean) ? 0 : 1;
