// @ts-check
// Which parts of the build are out of date: each part's inputs are hashed by content (not by
// time, which a checkout or a copy changes) and compared with the hash recorded in
// dist/build-stamp.json when that part was last built. Plain JavaScript with no dependencies:
// `npm start` runs it on a production install, where the build tools are not installed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {'client' | 'server'} BuildPart */

/** What each part is built from, relative to the package root: folders are read whole. */
export const BUILD_INPUTS = {
  client: ['src/client', 'src/common', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build'],
  server: ['src/server', 'src/common', 'tsconfig.json', 'package-lock.json', 'scripts/build', 'scripts/require-node.mjs'],
};

/** What each part's build leaves behind: a part whose output is missing is out of date. */
export const BUILD_OUTPUTS = {
  client: 'dist/client/index.html',
  server: 'dist/server/index.js',
};

export const STAMP_FILE = 'dist/build-stamp.json';

// Tests and their helpers are not built into anything.
const NOT_BUILT = /(\.test\.tsx?|\.pg-test\.ts)$|(^|\/)test\//;

/** @param {string} root @param {string} relative @returns {string[]} posix paths under root */
function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => filesUnder(root, path.posix.join(relative, entry.name)));
}

/**
 * The hash of a part's inputs: every file's path and content, in a fixed order.
 * @param {string} root @param {BuildPart} part
 */
export function inputHash(root, part) {
  const files = BUILD_INPUTS[part]
    .flatMap((input) => filesUnder(root, input))
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** @param {string} root @returns {Partial<Record<BuildPart, { hash: string; builtAt: string }>>} */
export function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The parts whose recorded hash differs from their inputs' now, or whose output is missing.
 * @param {string} root @param {BuildPart[]} parts
 * @returns {BuildPart[]}
 */
export function staleParts(root, parts) {
  const stamp = readStamp(root);
  return parts.filter((part) => !existsSync(path.join(root, BUILD_OUTPUTS[part])) || stamp[part]?.hash !== inputHash(root, part));
}

/**
 * Records that `part` was built from `hash` (the hash taken before the build began, so an
 * edit made during the build leaves the part stale).
 * @param {string} root @param {BuildPart} part @param {string} hash
 */
export function writeStamp(root, part, hash) {
  const file = path.join(root, STAMP_FILE);
  const stamp = { ...readStamp(root), [part]: { hash, builtAt: new Date().toISOString() } };
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(stamp, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
}
