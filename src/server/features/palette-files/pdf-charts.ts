import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../errors';
import { contentCache } from '../../lib/content-cache';
import { PACKAGE_ROOT } from '../../paths';
import type { TPdfChart } from './formats/pdf/chart';

/**
 * Charts are drawn on worker threads, never the server's own (issue 27: thirty PDFs asked at once
 * through one share link held every other request up for seconds). One thread: the other core is
 * the server's. A few charts wait their turn; past that the asker is told to try again in a moment
 * (503), and nothing else waits. An idle thread exits, so a server that draws no charts holds none.
 */
const THREADS = 1;
const WAITING = 8;
const IDLE_MS = 30_000;
const RETRY_AFTER_SECONDS = 5;

// Running from the sources (tests, tsx), the worker is the .ts file beside this one, loaded with
// tsx; built, it is its own entry in dist/server (scripts/build/build-server.mjs).
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_FILE = FROM_SOURCES
  ? fileURLToPath(new URL('./pdf-worker.ts', import.meta.url))
  : path.join(PACKAGE_ROOT, 'dist', 'server', 'pdf-worker.js');
const WORKER_EXEC_ARGV = FROM_SOURCES && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;

let pool: Piscina<TPdfChart, Uint8Array> | null = null;

/** The process's chart threads, made on first use. */
function threads(): Piscina<TPdfChart, Uint8Array> {
  pool ??= new Piscina<TPdfChart, Uint8Array>({
    filename: WORKER_FILE,
    execArgv: WORKER_EXEC_ARGV,
    minThreads: 0,
    maxThreads: THREADS,
    maxQueue: WAITING,
    idleTimeout: IDLE_MS,
  });
  return pool;
}

// Charts drawn lately, by everything they are drawn from: the same palette as it is now, on the
// same paper in the same layout, is drawn once however often (and however many at once) ask.
const drawn = contentCache({ maxEntries: 100, maxBytes: 64 * 1024 * 1024 });

/** The PDF chart of `chart`: drawn on a worker thread, or the same chart drawn lately. */
export function pdfChart(chart: TPdfChart): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(chart)).digest('base64url');
  return drawn.get(key, async () => {
    const charts = threads();
    if (charts.queueSize >= WAITING) {
      throw new AppError('UNAVAILABLE', 'Many charts are being drawn right now. Please try again in a moment.', {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    const bytes = await charts.run(chart);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  });
}
