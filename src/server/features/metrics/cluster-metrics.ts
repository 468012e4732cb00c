import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'palette:metrics-request';
const REPLY = 'palette:metrics-reply';
// Longer than prom-client's own 5 s wait for the workers, so its error is the one reported.
const REPLY_TIMEOUT_MS = 6_000;

interface Reply {
  type: typeof REPLY;
  id: number;
  text?: string;
  error?: string;
}

/**
 * The primary of WEB_CONCURRENCY > 1: when a worker is asked for /metrics, it asks here, and the
 * answer sums every worker's registry (prom-client's AggregatorRegistry), so one scrape of the
 * instance sees all of its processes whichever worker the connection reached.
 */
export function answerClusterMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: unknown; id?: unknown }) => {
    if (message.type !== REQUEST || typeof message.id !== 'number') return;
    const id = message.id;
    // The worker may have exited meanwhile: a send to it would fail on the primary, uncaught.
    const reply = (message: Reply) => {
      if (worker.isConnected()) worker.send(message, () => undefined);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ type: REPLY, id, text }),
      (error: unknown) => reply({ type: REPLY, id, error: String(error) }),
    );
  });
}

/** In a worker: answers the primary's collection with `registry`, and collects the whole instance through it. */
export function clusterMetricsCollector(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's listener that answers the primary's collection.
  new AggregatorRegistry();
  let nextId = 0;
  const pending = new Map<number, (reply: Reply) => void>();
  process.on('message', (message: Partial<Reply>) => {
    if (message.type === REPLY && typeof message.id === 'number') pending.get(message.id)?.(message as Reply);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the primary process did not answer with metrics'));
      }, REPLY_TIMEOUT_MS);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        pending.delete(id);
        if (reply.text !== undefined) resolve(reply.text);
        else reject(new Error(reply.error ?? 'no metrics'));
      });
      process.send?.({ type: REQUEST, id });
    });
}
