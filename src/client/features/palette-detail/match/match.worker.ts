// Issue 29: the colour match's search, off the page's thread so that it never janks.
import { matchColor, type TMatchAnswer } from '#common/color/color-match.ts';
import type { TMatchJob } from './match-in-worker';

// The worker's own scope: DOM's types, which the app is checked with, have no worker's.
const scope = globalThis as unknown as Pick<Worker, 'postMessage' | 'addEventListener'>;

scope.addEventListener('message', (event: MessageEvent<TMatchJob>) => {
  const { id, request } = event.data;
  let answer: TMatchAnswer | null = null;
  let error: string | null = null;
  try {
    answer = matchColor(request);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  scope.postMessage({ id, answer, error });
});
