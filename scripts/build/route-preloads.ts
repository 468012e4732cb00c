import type { Plugin } from 'vite';

/**
 * Writes into index.html, for each named screen loaded on demand, the <link>s that would fetch its
 * code at once: its chunk and the chunks it imports that the entry does not (its few styles come
 * with it: a style preload the page ends up not using is a console warning). They sit
 * in an inert <template data-preloads-for="NAME">; the server (src/server/index-page.ts) puts them
 * in the page's head when it knows that screen comes next: a signed-in visitor's library or
 * palette page then downloads beside the entry instead of after it has run.
 * @param screens NAME -> the module (relative to the client root) that the screen's import() loads
 */
export function routePreloads(screens: Record<string, string>): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            if (seen.has(file)) continue;
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedAlready = closure(entry ? [entry.fileName] : []);
        const templates = Object.entries(screens).map(([name, module]) => {
          // The chunk holding the module (another screen's chunk, when they share their code).
          const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!screen) throw new Error(`route-preloads: no chunk for ${module}`);
          const scripts = [...closure([screen.fileName])].filter((file) => !loadedAlready.has(file));
          const links = scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
          return `<template data-preloads-for="${name}">${links.join('')}</template>`;
        });
        return html.replace('</body>', `    ${templates.join('\n    ')}\n  </body>`);
      },
    },
  };
}
