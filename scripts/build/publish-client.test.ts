import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_BUILDS, publishClient } from './publish-client.mjs';

let dist: string;
const dirs = () => ({
  staging: path.join(dist, '.client-staging'),
  target: path.join(dist, 'client'),
  sourcemaps: path.join(dist, 'sourcemaps'),
  builds: path.join(dist, 'client-builds.json'),
  manifest: path.join(dist, 'client-manifest.json'),
});

/** What Vite leaves in the staging folder for build `n`. */
function viteBuild(n: number) {
  const { staging } = dirs();
  const files: Record<string, string> = {
    'index.html': `<script type="module" src="/assets/index-${n}.js"></script>`,
    [`assets/index-${n}.js`]: `console.log(${n});`.repeat(200),
    [`assets/index-${n}.js.map`]: '{"version":3}',
    [`assets/tiny-${n}.js`]: 'x',
    'robots.txt': 'User-agent: *\n',
    '.vite/manifest.json': '{}',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    writeFileSync(path.join(staging, file), content);
  }
}

const assets = () => readdirSync(path.join(dirs().target, 'assets')).sort();

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'publish-client-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('publishing a client build', () => {
  it('serves the new page, with brotli and gzip copies of its assets and no source map', () => {
    viteBuild(1);
    publishClient(dirs());
    const { target, sourcemaps, staging } = dirs();
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toContain('index-1.js');
    expect(assets()).toEqual(['index-1.js', 'index-1.js.br', 'index-1.js.gz', 'tiny-1.js']);
    const script = readFileSync(path.join(target, 'assets/index-1.js'));
    expect(brotliDecompressSync(readFileSync(path.join(target, 'assets/index-1.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(path.join(target, 'assets/index-1.js.gz')))).toEqual(script);
    expect(existsSync(path.join(sourcemaps, 'assets/index-1.js.map'))).toBe(true);
    expect(existsSync(path.join(target, '.vite'))).toBe(false);
    expect(readFileSync(path.join(target, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
    expect(existsSync(staging)).toBe(false);
  });

  it(`keeps the assets of the last ${KEEP_BUILDS} builds for pages already open, and drops older ones`, () => {
    for (let n = 1; n <= KEEP_BUILDS; n += 1) {
      viteBuild(n);
      publishClient(dirs());
    }
    expect(readFileSync(path.join(dirs().target, 'index.html'), 'utf8')).toContain(`index-${KEEP_BUILDS}.js`);
    expect(assets().filter((file) => file.endsWith('.js'))).toEqual(
      Array.from({ length: KEEP_BUILDS }, (_, i) => [`index-${i + 1}.js`, `tiny-${i + 1}.js`])
        .flat()
        .sort(),
    );
    viteBuild(KEEP_BUILDS + 1);
    publishClient(dirs());
    expect(assets().some((file) => file.includes('-1.'))).toBe(false);
    expect(assets()).toContain('index-2.js.br');
  });

  it('keeps what an earlier kind of build left, once, but never its source maps', () => {
    const { target } = dirs();
    mkdirSync(path.join(target, 'assets'), { recursive: true });
    writeFileSync(path.join(target, 'assets/old-A1.js'), 'old');
    writeFileSync(path.join(target, 'assets/old-A1.js.map'), '{}');
    viteBuild(1);
    publishClient(dirs());
    expect(assets()).toContain('old-A1.js');
    expect(assets()).not.toContain('old-A1.js.map');
  });

  it('refuses a staging folder without a page, leaving the served build alone', () => {
    viteBuild(1);
    publishClient(dirs());
    mkdirSync(dirs().staging, { recursive: true });
    expect(() => publishClient(dirs())).toThrow(/no index.html/);
    expect(readFileSync(path.join(dirs().target, 'index.html'), 'utf8')).toContain('index-1.js');
  });
});
