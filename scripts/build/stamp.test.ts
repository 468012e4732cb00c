import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputHash, staleParts, writeStamp } from './stamp.mjs';

let root: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A package as `npm start` finds it after a build of both parts. */
function built() {
  write('dist/client/index.html', '<html></html>');
  write('dist/server/index.js', 'export {};');
  writeStamp(root, 'client', inputHash(root, 'client'));
  writeStamp(root, 'server', inputHash(root, 'server'));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.json', '{}');
  write('vite.config.ts', 'export default {};');
  write('src/client/main.tsx', 'render();');
  write('src/server/index.ts', 'listen();');
  write('src/common/schemas/palette.ts', 'export const ZPalette = 1;');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('which parts of the build are out of date', () => {
  it('is every part before the first build, none right after it', () => {
    expect(staleParts(root, ['client', 'server'])).toEqual(['client', 'server']);
    built();
    expect(staleParts(root, ['client', 'server'])).toEqual([]);
  });

  it('is the part whose sources changed, added or went away', () => {
    built();
    write('src/client/main.tsx', 'render(<App />);');
    expect(staleParts(root, ['client', 'server'])).toEqual(['client']);
    built();
    write('src/server/lib/new-module.ts', 'export {};');
    expect(staleParts(root, ['client', 'server'])).toEqual(['server']);
    built();
    rmSync(path.join(root, 'src/server/lib/new-module.ts'));
    expect(staleParts(root, ['client', 'server'])).toEqual(['server']);
  });

  it('is both parts when code they share, the lockfile or the TypeScript config changed', () => {
    for (const file of ['src/common/schemas/palette.ts', 'package-lock.json', 'tsconfig.json']) {
      built();
      write(file, `${file} changed`);
      expect(staleParts(root, ['client', 'server']), file).toEqual(['client', 'server']);
    }
  });

  it('is not fooled by times: a touched file or a fresh checkout with the same content is current', () => {
    built();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/client/main.tsx'), later, later);
    expect(staleParts(root, ['client', 'server'])).toEqual([]);
  });

  it('ignores tests, which are built into nothing', () => {
    built();
    write('src/server/index.test.ts', 'it();');
    write('src/client/app/router.test.tsx', 'it();');
    write('src/server/test/helpers.ts', 'export {};');
    expect(staleParts(root, ['client', 'server'])).toEqual([]);
  });

  it('is a part whose output is gone, whatever the stamp says', () => {
    built();
    rmSync(path.join(root, 'dist/server'), { recursive: true });
    expect(staleParts(root, ['client', 'server'])).toEqual(['server']);
  });

  it('keeps a part stale when its sources changed during its build (the hash taken before is recorded)', () => {
    built();
    const before = inputHash(root, 'client');
    write('src/client/main.tsx', 'edited while building');
    writeStamp(root, 'client', before);
    expect(staleParts(root, ['client'])).toEqual(['client']);
  });
});
