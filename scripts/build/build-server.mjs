// @ts-check
// Compiles the server to JavaScript: one bundle per entry point in dist/server, the npm packages
// left as imports (they are installed beside it). Every package the bundle imports must be a
// dependency (not a devDependency), or a production install (`npm ci --omit=dev`) could not
// start it: the build fails naming the package.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

export const SERVER_ENTRIES = {
  index: 'src/server/index.ts',
  'catalogue-import': 'src/server/features/paints/import/import-cli.ts',
  db: 'src/server/operations/cli.ts',
  // The PDF charts' worker thread (features/palette-files/pdf-charts.ts loads it from here).
  'pdf-worker': 'src/server/features/palette-files/pdf-worker.ts',
  // The catalogue match's worker thread (features/paints/match-catalogue.ts loads it from here).
  'match-worker': 'src/server/features/paints/match-worker.ts',
};

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. @param {string} specifier */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}

/** @param {string} root */
export async function buildServer(root) {
  const staging = path.join(root, 'dist', '.server-staging');
  const target = path.join(root, 'dist', 'server');
  rmSync(staging, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: staging,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    // For `node --enable-source-maps dist/server/index.js` when a stack trace should name the sources.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });

  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const missing = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((imported) => imported.external && !imported.path.startsWith('node:') && !builtins.has(imported.path))
      .map((imported) => packageName(imported.path))
      .filter((name) => !(name in dependencies)),
  );
  if (missing.size > 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`the server imports packages that are not dependencies: ${[...missing].join(', ')}`);
  }
  // The modules of a running server are loaded already: swapping the folder under it is safe.
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  if (!existsSync(path.join(target, 'index.js'))) throw new Error('the server build wrote no index.js');
}
