// @ts-check
// Fails when the landing page's JavaScript, compressed as the server sends it (gzip), passes its
// budget (issue 14: 150 kB). The landing page loads index.html's module script, the modules it
// preloads and, through the build manifest, everything those import statically; screens loaded on
// demand (React.lazy) are not part of it. Run after `npm run build` (npm test does).
import './require-node.mjs';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LANDING_JS_BUDGET_BYTES = 150 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist', 'client');

/**
 * @param {string} clientDir the published client (index.html, assets/)
 * @param {Record<string, { file: string; imports?: string[] }>} manifest Vite's build manifest
 * @returns {{ file: string; gzipBytes: number }[]}
 */
export function landingScripts(clientDir, manifest) {
  // What a signed-in visitor's page preloads besides (inert <template>s here) is not the landing page's.
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(/<template\b.*?<\/template>/gs, '');
  const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map((m) => /** @type {string} */ (m[1]));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (/** @type {string} */ file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  referenced.forEach(visit);
  return [...files].map((file) => {
    const full = path.join(clientDir, file);
    const gzipped = `${full}.gz`;
    // Files too small to be worth compressing are sent as they are.
    return { file, gzipBytes: statSync(existsSync(gzipped) ? gzipped : full).size };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'client-manifest.json'), 'utf8'));
  const scripts = landingScripts(CLIENT, manifest);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const script of scripts) process.stdout.write(`  ${kB(script.gzipBytes).padStart(9)}  ${script.file}\n`);
  process.stdout.write(`landing page JavaScript: ${kB(total)} gzip in ${scripts.length} files (budget ${kB(LANDING_JS_BUDGET_BYTES)})\n`);
  if (total > LANDING_JS_BUDGET_BYTES) {
    console.error('over budget: load the newly heavy code on demand (React.lazy, import()) instead');
    process.exit(1);
  }
}
