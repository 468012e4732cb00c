import { AppError } from '#server/errors.ts';

/**
 * Work that anyone may ask for, and that costs this process real time (a catalogue page read, a
 * match searched, a password hashed), taken a few at a time (decision 030): what waits for it
 * waits here rather than in front of everyone else's requests (the embedded database runs one
 * statement at a time in the order asked; the thread pool hashes and checks cookies in the same
 * order). A few may wait their turn; past that, or past what one visitor may hold at once, the
 * asker is told to try again shortly (429 with Retry-After) and nothing else waits for them.
 */
export interface WorkLane {
  /** Runs `work` for `visitor` (null: work of the server's own, with no visitor's share) in its turn, or refuses at once. */
  run<T>(visitor: string | null, work: () => Promise<T>): Promise<T>;
}

export interface WorkLaneOptions {
  /** Works run at once. */
  running: number;
  /** Works that may wait for a turn. */
  waiting: number;
  /** Works one visitor may have running or waiting at once; no share of their own without. */
  perVisitor?: number;
  /** The refusal's words, and when to try again. */
  message: string;
  retryAfterSeconds: number;
}

export function createWorkLane(options: WorkLaneOptions): WorkLane {
  const turns: Array<() => void> = [];
  const held = new Map<string, number>();
  let running = 0;

  function refuse(): never {
    throw new AppError('RATE_LIMITED', options.message, { retryAfterSeconds: options.retryAfterSeconds });
  }

  /** Hands the finished work's turn to the next waiting, or frees it. */
  function next() {
    const turn = turns.shift();
    if (turn) turn();
    else running -= 1;
  }

  return {
    async run(visitor, work) {
      const holding = visitor === null ? 0 : (held.get(visitor) ?? 0);
      if (holding >= (options.perVisitor ?? Number.POSITIVE_INFINITY)) refuse();
      if (running >= options.running && turns.length >= options.waiting) refuse();
      if (visitor !== null) held.set(visitor, holding + 1);
      try {
        if (running < options.running) running += 1;
        else await new Promise<void>((resolve) => turns.push(resolve));
        try {
          return await work();
        } finally {
          next();
        }
      } finally {
        if (visitor !== null) {
          const left = (held.get(visitor) ?? 1) - 1;
          if (left === 0) held.delete(visitor);
          else held.set(visitor, left);
        }
      }
    },
  };
}
