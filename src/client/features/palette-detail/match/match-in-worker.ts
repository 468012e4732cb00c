import { queryOptions } from '@tanstack/react-query';
import type { TMatchAnswer } from '#common/color/color-match.ts';
import type { TMixPaint } from '#common/color/paint-mix.ts';

/** What the search is asked: the colour, the paints (swatch colours and pigments), and whether washes count (watercolour). */
export interface TMatchRequest {
  target: string;
  paints: readonly TMixPaint[];
  washes: boolean;
}

export interface TMatchJob {
  id: number;
  request: TMatchRequest;
}

interface TMatchReply {
  id: number;
  answer: TMatchAnswer | null;
  error: string | null;
}

let worker: Worker | null = null;
let lastId = 0;
const waiting = new Map<number, { resolve: (answer: TMatchAnswer) => void; reject: (error: Error) => void }>();

/** The search's worker, started on the first search and kept for the next. */
function matchWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./match.worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', (event: MessageEvent<TMatchReply>) => {
    const { id, answer, error } = event.data;
    const job = waiting.get(id);
    waiting.delete(id);
    if (answer) job?.resolve(answer);
    else job?.reject(new Error(error ?? 'The search failed.'));
  });
  worker = started;
  return started;
}

/** The search, run in the worker; one at a time there, in the order asked. */
export function matchInWorker(request: TMatchRequest): Promise<TMatchAnswer> {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    matchWorker().postMessage({ id, request } satisfies TMatchJob);
  });
}

/** A search's answer, kept as long as the page is open: the same question has the same answer. */
export const colorMatchQuery = (request: TMatchRequest) =>
  queryOptions({
    queryKey: [
      'color-match',
      request.target,
      request.washes,
      ...request.paints.map(({ hexCode, pigmentCodes = [] }) => `${hexCode} ${pigmentCodes.join(' ')}`),
    ] as const,
    queryFn: () => matchInWorker(request),
    staleTime: Number.POSITIVE_INFINITY,
  });
