interface ContentCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

export interface ContentCache<T> {
  /** The result kept for `key`, or the one `make` makes (once, however many ask meanwhile). */
  get(key: string, make: () => Promise<T>): Promise<T>;
}

/**
 * Results of pure work (a picture, a PDF, a search of the catalogue) kept by a key naming
 * everything they were made from: made once per key however many ask, even at the same moment
 * (they share the first asker's promise), and the least recently used let go past `maxEntries` or
 * `maxBytes` (bytes as `sizeOf` counts a result that is not bytes itself). A failure is not kept.
 * Another instance without the cache makes the same results, so it is no state to share.
 */
export function contentCache<T extends Uint8Array = Buffer>(options: ContentCacheOptions): ContentCache<T>;
export function contentCache<T>(options: ContentCacheOptions & { sizeOf: (result: T) => number }): ContentCache<T>;
export function contentCache<T>(options: ContentCacheOptions & { sizeOf?: (result: T) => number }): ContentCache<T> {
  const sizeOf = options.sizeOf ?? ((result: T) => (result as Uint8Array).length);
  const kept = new Map<string, { made: Promise<T>; bytes: number }>();
  let bytes = 0;

  function letGo(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get(key, make) {
      const hit = kept.get(key);
      if (hit) {
        // Most recently used last: a Map keeps insertion order, so the first key is the least recent.
        kept.delete(key);
        kept.set(key, hit);
        return hit.made;
      }
      const entry = { made: make(), bytes: 0 };
      kept.set(key, entry);
      entry.made.then(
        (result) => {
          // Counted once made, unless let go meanwhile.
          if (kept.get(key) !== entry) return;
          entry.bytes = sizeOf(result);
          bytes += entry.bytes;
          trim();
        },
        () => {
          if (kept.get(key) === entry) letGo(key);
        },
      );
      trim();
      return entry.made;
    },
  };

  function trim() {
    for (const oldest of kept.keys()) {
      if (kept.size <= options.maxEntries && bytes <= options.maxBytes) break;
      letGo(oldest);
    }
  }
}
