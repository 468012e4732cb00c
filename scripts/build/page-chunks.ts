import type { Plugin } from 'vite';

interface TChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/**
 * Cuts the client into chunks by page: what the entry imports statically in one chunk ('app'),
 * each named screen's code beyond it in one chunk (what two screens share in 'screens'), and the
 * rest (screens and dialogs loaded on demand) as Rolldown splits it. Left to itself, Rolldown cuts
 * a page's code into many small chunks (modules shared with chunks loaded later, some of those
 * pulled into the entry's), and each file is a request: on a phone's connection (HTTP/1.1, six
 * connections, a round trip each) the count weighs as much as the bytes.
 * @param screens NAME -> the module (relative to the client root) that the screen's import() loads
 */
export function pageChunks(screens: Record<string, string>): { plugin: Plugin; groups: TChunkGroup[] } {
  // Made from the module graph once it is complete (buildEnd), read while chunking, which follows.
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'page-chunks',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const entryCode = staticClosure(entries);
      for (const id of entryCode) if (!entries.includes(id)) groupOf.set(id, 'app');
      for (const [name, module] of Object.entries(screens)) {
        const root = ids.find((id) => id.endsWith(`/${module}`));
        if (!root) throw new Error(`page-chunks: no module ${module}`);
        for (const id of staticClosure([root])) {
          if (!entryCode.has(id)) groupOf.set(id, groupOf.has(id) ? 'screens' : name);
        }
      }
    },
  };
  const groups = ['app', 'screens', ...Object.keys(screens)].map((name) => ({ name, test: (id: string) => groupOf.get(id) === name }));
  return { plugin, groups };
}
