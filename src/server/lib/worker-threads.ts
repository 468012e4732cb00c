import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { PACKAGE_ROOT } from '#server/paths.ts';

export interface WorkerThreads<Task, Result> {
  run(task: Task): Promise<Result>;
  /** Tasks waiting for a thread. */
  waiting(): number;
}

/**
 * Threads for CPU work that would hold up every other request on the server's own (a PDF chart, a
 * search of mixes): a worker module's default export run on at most `threads` threads, made on
 * first use and gone after `idleMs` without work, so a server that never asks holds none. The
 * module is `name`.ts beside `from` (the caller's import.meta.url) when running from the sources
 * (tests, tsx), and its own entry dist/server/`name`.js once built (scripts/build/build-server.mjs).
 */
export function workerThreads<Task, Result>(options: {
  from: string;
  name: string;
  threads: number;
  idleMs: number;
}): WorkerThreads<Task, Result> {
  const fromSources = options.from.endsWith('.ts');
  const filename = fromSources
    ? fileURLToPath(new URL(`./${options.name}.ts`, options.from))
    : path.join(PACKAGE_ROOT, 'dist', 'server', `${options.name}.js`);
  const execArgv = fromSources && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;
  let pool: Piscina<Task, Result> | null = null;
  const threads = () => {
    pool ??= new Piscina<Task, Result>({ filename, execArgv, minThreads: 0, maxThreads: options.threads, idleTimeout: options.idleMs });
    return pool;
  };
  return {
    run: (task) => threads().run(task),
    waiting: () => pool?.queueSize ?? 0,
  };
}
