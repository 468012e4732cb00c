import type { Logger } from 'pino';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `work` every hour, the first time at a random point within the first hour so that several
 * instances do not run in step (each run is safe to repeat or overlap: it works on the database's
 * and the object store's state, not the instance's). A failure is logged and the next run tries
 * again. `stop` cancels what has not started.
 */
export function scheduleHourly(options: { name: string; logger: Logger; work: () => Promise<unknown> }): { stop: () => void } {
  const { name, logger, work } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await work();
      logger.info({ result }, `${name} done`);
    } catch (err) {
      logger.warn({ err }, `${name} failed; it runs again within the hour`);
    }
    schedule(HOUR_MS);
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  schedule(Math.floor(Math.random() * HOUR_MS));
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
