// @ts-check
// npm's postinstall: after a production install (`npm ci --omit=dev`, which sets npm_config_omit),
// removes from node_modules what the server never reads (issue 43: 512 MB with them). Any other
// install (the dev one CI and developers make) keeps everything.
//   - source maps and type declarations (*.map, *.d.ts, *.d.mts, *.d.cts): for debuggers and editors;
//   - the C headers that come with the Node runtime package (`node-<platform>-<arch>/include`), for
//     building native addons, which a production install does not: its addons come prebuilt;
//   - exceljs's browser bundles (`exceljs/dist`): the server loads its Node build (`lib/`);
//   - the Noto Sans CJK weights the PDF chart does not use: it draws in Regular and Bold
//     (src/server/features/palette-files/formats/pdf/fonts.ts; prune-production-install.test.ts
//     checks that every file it names is kept).
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILES = /\.(map|d\.ts|d\.mts|d\.cts)$/;
const CJK_FONTS = /^@embedpdf\/fonts-(sc|kr)\/fonts\/.+\.otf$/;
const KEPT_WEIGHTS = /-(Regular|Bold)\.otf$/;
const DIRECTORIES = [/^node\/node_modules\/node-[a-z0-9]+-[a-z0-9]+\/include$/, /^exceljs\/dist$/];

/**
 * Whether a production install leaves out this path of node_modules (forward slashes, relative to
 * node_modules, as `@embedpdf/fonts-sc/fonts/NotoSansHans-Light.otf`).
 * @param {string} relative @param {boolean} directory
 */
export function isPruned(relative, directory) {
  if (directory) return DIRECTORIES.some((pattern) => pattern.test(relative));
  if (CJK_FONTS.test(relative)) return !KEPT_WEIGHTS.test(relative);
  return FILES.test(relative);
}

/** Removes what isPruned names under `root` (a node_modules folder); the bytes it removed. @param {string} root */
export function prune(root) {
  let bytes = 0;
  const visit = (/** @type {string} */ relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(root, child);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (isPruned(child, true)) {
          bytes += sizeOf(full);
          rmSync(full, { recursive: true, force: true });
        } else visit(child);
      } else if (isPruned(child, false)) {
        bytes += statSync(full).size;
        rmSync(full, { force: true });
      }
    }
  };
  visit('');
  return bytes;
}

function sizeOf(/** @type {string} */ full) {
  let bytes = 0;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

const omitted = (process.env.npm_config_omit ?? '').split(/[\s,]+/);
if (process.argv[1] === fileURLToPath(import.meta.url) && omitted.includes('dev')) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');
  const removed = prune(root);
  process.stdout.write(`production install: ${Math.round(removed / 1024 / 1024)} MB the server never reads removed\n`);
}
