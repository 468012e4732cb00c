// The probes of bench:bursts: each asks one request after another on a connection of its own,
// timing every answer, until stopped.
import http from 'node:http';

export type Probe = 'live' | 'health' | 'read';

export interface ProbeFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 200. */
  failures: number;
}

const PATHS: Record<Probe, string> = { live: '/api/health/live', health: '/api/health', read: '/api/palettes/user' };

function get(agent: http.Agent, url: URL, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/** Starts the three probes against `baseUrl`; `stop` ends them after their request in flight and gives their figures. */
export function startProbes(baseUrl: string, cookie: string): { stop(): Promise<Record<Probe, ProbeFigures>> } {
  let running = true;
  const loops = (Object.keys(PATHS) as Probe[]).map(async (probe) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(PATHS[probe], baseUrl);
    const times: number[] = [];
    let failures = 0;
    try {
      while (running) {
        const started = performance.now();
        const status = await get(agent, url, probe === 'read' ? cookie : '').catch(() => 0);
        times.push(performance.now() - started);
        if (status !== 200) failures += 1;
      }
    } finally {
      agent.destroy();
    }
    times.sort((a, b) => a - b);
    const figures: ProbeFigures = {
      count: times.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? Number.NaN,
      failures,
    };
    return [probe, figures] as const;
  });
  return {
    async stop() {
      running = false;
      return Object.fromEntries(await Promise.all(loops)) as Record<Probe, ProbeFigures>;
    },
  };
}
