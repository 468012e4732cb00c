import { useSyncExternalStore } from 'react';
import { LIMITS } from '#common/constants.ts';

const CAPS = LIMITS.cardPreviewColumns.map(({ below, columns }) => ({ query: `(width < ${below}px)`, columns }));

function subscribe(onChange: () => void): () => void {
  const lists = CAPS.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The narrowest matching cap wins: the caps are listed from the narrowest screen up. */
function currentCap(): number | null {
  return CAPS.find(({ query }) => window.matchMedia(query).matches)?.columns ?? null;
}

/** Spec §2: how many of a palette's columns a library card draws on this screen (null: all of them), kept as the screen changes. */
export function usePreviewColumnCap(): number | null {
  return useSyncExternalStore(subscribe, currentCap);
}
