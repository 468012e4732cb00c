// @ts-check
// Publishes a fresh client build (Vite's output in a staging folder) into dist/client without
// pulling anything from under a server already serving it: hashed assets are added next to the
// old ones, which stay for the last KEEP_BUILDS builds (an open tab of the previous build still
// loads its lazy chunks); index.html is replaced in one rename, last. Every text asset gets a
// brotli and a gzip copy beside it, made once here instead of on every request. Source maps go
// to dist/sourcemaps, which nothing serves.

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KEEP_BUILDS = 3;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|xml|webmanifest)$/;
// Below this a compressed copy saves next to nothing (and may be larger).
const MIN_COMPRESS_BYTES = 1024;

/** @param {string} dir @returns {string[]} paths relative to dir, posix */
function filesUnder(dir, relative = '') {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    return entry.isDirectory() ? filesUnder(dir, child) : [child];
  });
}

/** Writes through a temporary name and a rename, so a reader sees the old file or the new, whole. */
function writeAtomically(/** @type {string} */ file, /** @type {Buffer | string} */ content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Adds NAME.br and NAME.gz beside every compressible file of `dir` worth compressing.
 * @param {string} dir
 */
export function precompress(dir) {
  for (const file of filesUnder(dir)) {
    const full = path.join(dir, file);
    if (!COMPRESSIBLE.test(file) || statSync(full).size < MIN_COMPRESS_BYTES) continue;
    const content = readFileSync(full);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${full}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${full}.gz`, gzip);
  }
}

/**
 * @typedef {{ builtAt: string; assets: string[] }} PublishedBuild
 * @param {{ staging: string; target: string; sourcemaps: string; builds: string; manifest?: string }} dirs
 *   staging: Vite's output; target: the served folder (dist/client); sourcemaps: where .map files
 *   go; builds: the JSON file recording which assets each recent build published; manifest: where
 *   Vite's manifest goes (it is not served either).
 */
export function publishClient({ staging, target, sourcemaps, builds, manifest }) {
  if (!existsSync(path.join(staging, 'index.html'))) throw new Error(`${staging} holds no index.html`);
  rmSync(sourcemaps, { recursive: true, force: true });
  for (const file of filesUnder(staging).filter((f) => f.endsWith('.map'))) {
    mkdirSync(path.dirname(path.join(sourcemaps, file)), { recursive: true });
    renameSync(path.join(staging, file), path.join(sourcemaps, file));
  }
  const viteManifest = path.join(staging, '.vite', 'manifest.json');
  if (manifest && existsSync(viteManifest)) writeAtomically(manifest, readFileSync(viteManifest));
  rmSync(path.join(staging, '.vite'), { recursive: true, force: true });
  precompress(staging);

  const files = filesUnder(staging);
  const assets = files.filter((file) => file.startsWith('assets/'));
  const pages = files.filter((file) => !file.startsWith('assets/') && file !== 'index.html');
  // Hashed names: a file already there has this content.
  for (const file of assets) {
    if (!existsSync(path.join(target, file))) writeAtomically(path.join(target, file), readFileSync(path.join(staging, file)));
  }
  for (const file of pages) writeAtomically(path.join(target, file), readFileSync(path.join(staging, file)));
  writeAtomically(path.join(target, 'index.html'), readFileSync(path.join(staging, 'index.html')));

  // The last KEEP_BUILDS builds keep their assets; the first build that records anything counts
  // whatever it found as one earlier build.
  /** @type {PublishedBuild[]} */
  let recent = existsSync(builds) ? JSON.parse(readFileSync(builds, 'utf8')) : [];
  const assetsDir = path.join(target, 'assets');
  if (recent.length === 0 && existsSync(assetsDir)) {
    // Source maps that an older build left among the assets are not kept: nothing may serve them.
    const found = filesUnder(assetsDir)
      .map((file) => `assets/${file}`)
      .filter((file) => !file.endsWith('.map'));
    if (found.some((file) => !assets.includes(file))) recent = [{ builtAt: 'earlier', assets: found }];
  }
  recent = [{ builtAt: new Date().toISOString(), assets }, ...recent].slice(0, KEEP_BUILDS);
  const kept = new Set(recent.flatMap((build) => build.assets));
  for (const file of existsSync(assetsDir) ? filesUnder(assetsDir) : []) {
    if (!kept.has(`assets/${file}`)) rmSync(path.join(assetsDir, file));
  }
  writeAtomically(builds, `${JSON.stringify(recent, null, 2)}\n`);
  rmSync(staging, { recursive: true, force: true });
  return { assets, pages: [...pages, 'index.html'] };
}
