import { createHash } from 'node:crypto';
import { AppError } from '#server/errors.ts';
import { contentCache } from '#server/lib/content-cache.ts';
import { workerThreads } from '#server/lib/worker-threads.ts';
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

const threads = workerThreads<TPdfChart, Uint8Array>({ from: import.meta.url, name: 'pdf-worker', threads: THREADS, idleMs: IDLE_MS });

// Charts drawn lately, by everything they are drawn from: the same palette as it is now, on the
// same paper in the same layout, is drawn once however often (and however many at once) ask.
const drawn = contentCache({ maxEntries: 100, maxBytes: 64 * 1024 * 1024 });

/** The PDF chart of `chart`: drawn on a worker thread, or the same chart drawn lately. */
export function pdfChart(chart: TPdfChart): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(chart)).digest('base64url');
  return drawn.get(key, async () => {
    if (threads.waiting() >= WAITING) {
      throw new AppError('UNAVAILABLE', 'Many charts are being drawn right now. Please try again in a moment.', {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    const bytes = await threads.run(chart);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  });
}
