import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landingScripts } from './check-landing-js.mjs';

let dir: string;

function write(file: string, bytes: number) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'landing-js-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the landing page's JavaScript", () => {
  it('is the entry, what it preloads and what those import, as sent; not the screens loaded later', () => {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-B.js"><link rel="stylesheet" href="/assets/index-C.css"></head>' +
        '<body><template data-preloads-for="library"><link rel="modulepreload" crossorigin href="/assets/library-D.js"></template></body>',
    );
    write('assets/index-A.js', 5000);
    write('assets/index-A.js.gz', 1200);
    write('assets/react-B.js', 9000);
    write('assets/react-B.js.gz', 3000);
    write('assets/query-E.js', 800);
    write('assets/library-D.js.gz', 4000);
    const manifest = {
      'index.html': { file: 'assets/index-A.js', imports: ['_react-B.js'] },
      '_react-B.js': { file: 'assets/react-B.js', imports: ['_query-E.js'] },
      '_query-E.js': { file: 'assets/query-E.js' },
      'features/palettes/index.ts': { file: 'assets/library-D.js', imports: ['_react-B.js'] },
    };
    expect(landingScripts(dir, manifest)).toEqual([
      { file: 'assets/index-A.js', gzipBytes: 1200 },
      { file: 'assets/react-B.js', gzipBytes: 3000 },
      // Too small to have been compressed: sent as it is.
      { file: 'assets/query-E.js', gzipBytes: 800 },
    ]);
  });
});
