// npm run bench:writes — issue 12: 50 clients editing palettes on PostgreSQL for 30 s, then an SQL
// audit. Two clients share each palette (one artist, two tabs) so writes on a palette contend.
// Targets: 0 × 5xx, 0 lost writes, p99 < 100 ms (after a 5 s unmeasured warm-up). Exits 1 when a
// target is missed.
//
// BENCH_DATABASE_URL  server to create a throwaway database on (default: the local one)
// BENCH_CLIENTS       concurrent clients (default 50)      BENCH_SECONDS  load duration (default 30)
// BENCH_THINK_MS      pause between one client's operations, uniformly 0.5× to 1.5× this (default 200):
//                     an artist reads the screen between changes; with none, 50 clients measure the
//                     queue in front of one process rather than a write's latency.
import '../scripts/require-node.mjs';
import { createEmptyPostgresDatabase } from '#server/test/postgres-database.ts';
import { startBenchServer } from './bench-server';
import { auditWrites, type Ledger, newLedger } from './write-audit';
import { type ArtistSession, paintingTab, seedArtist } from './write-client';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 200);
const WARM_UP_SECONDS = 5;
const P99_TARGET_MS = 100;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const empty = await createEmptyPostgresDatabase({ adminUrl: serverUrl, prefix: 'bench_writes' });
  const server = await startBenchServer({ databaseUrl: empty.url });
  try {
    const ledger: Ledger = newLedger();
    const artists: ArtistSession[] = [];
    for (let i = 0; i < Math.ceil(CLIENTS / 2); i += 1) artists.push(await seedArtist({ server, index: i }));
    const latencies: Record<string, number[]> = {};
    const statuses = new Map<number, number>();
    process.stdout.write(`load: ${CLIENTS} clients on ${artists.length} palettes for ${SECONDS} s, think ${THINK_MS} ms\n`);
    const clients = Array.from({ length: CLIENTS }, (_, i) => {
      const artist = artists[i % artists.length];
      if (!artist) throw new Error('no artist');
      return paintingTab({ artist, tab: Math.floor(i / artists.length), thinkMs: THINK_MS, ledger, latencies, statuses });
    });
    // Each tab adds its starting colors before the clock runs: 50 tabs filling palettes at once is
    // a burst no painter makes, not the load under test.
    await Promise.all(clients.map((client) => client.setUp()));
    // A few seconds of the same load first, unmeasured: the server's code paths get compiled and
    // its connections opened, as on any server that has been up for a while.
    const warm = performance.now() + WARM_UP_SECONDS * 1000;
    await Promise.all(clients.map((client) => client.paintUntil(warm, false)));
    const deadline = performance.now() + SECONDS * 1000;
    await Promise.all(clients.map((client) => client.paintUntil(deadline, true)));

    const all = Object.values(latencies)
      .flat()
      .sort((a, b) => a - b);
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    process.stdout.write(
      `\noperations ${all.length} (${(all.length / SECONDS).toFixed(0)}/s)   statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`,
    );
    process.stdout.write(`${'operation'.padEnd(10)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}\n`);
    for (const [operation, values] of Object.entries(latencies).sort()) {
      values.sort((a, b) => a - b);
      process.stdout.write(
        `${operation.padEnd(10)} ${String(values.length).padStart(6)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}\n`,
      );
    }
    const p99 = percentile(all, 99);
    process.stdout.write(
      `${'all'.padEnd(10)} ${String(all.length).padStart(6)} ${percentile(all, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}\n\n`,
    );

    const audit = await auditWrites({ databaseUrl: empty.url, ledger });
    process.stdout.write(`audit: ${JSON.stringify(audit)}\n`);
    const verdicts = [
      [`5xx answers: ${serverErrors} (target 0)`, serverErrors === 0],
      [`lost writes: ${audit.lost} (target 0)`, audit.lost === 0],
      [`places holding two colors: ${audit.doubleBooked} (target 0)`, audit.doubleBooked === 0],
      [`p99 ${p99.toFixed(1)} ms (target < ${P99_TARGET_MS} ms)`, p99 < P99_TARGET_MS],
    ] as const;
    for (const [text, ok] of verdicts) process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${text}\n`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await server.stop();
    await empty.drop();
  }
}

void main();
