import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZDataSources } from './data-sources';

const ROOT = new URL('../../../', import.meta.url);
const listed: unknown = JSON.parse(readFileSync(new URL('data/sources/sources.json', ROOT), 'utf8'));

describe('data/sources/sources.json', () => {
  it('lists the sources in the shape the Data sources page shows', () => {
    expect(ZDataSources.safeParse(listed).error?.issues ?? []).toEqual([]);
  });

  it('names only files the project has', () => {
    const paths = ZDataSources.parse(listed).flatMap((source) => source.files);
    expect(paths.filter((path) => !existsSync(new URL(path, ROOT)))).toEqual([]);
  });
});

describe('ZDataSources', () => {
  const source = { id: 'a-source', name: 'A source', licence: 'MIT License', supplies: 'Names', files: ['data/paints/NOTICE'] };

  it.each([
    ['a path outside the data', { ...source, files: ['src/server/index.ts'] }],
    ['a path that climbs out', { ...source, files: ['data/sources/../../package.json'] }],
    ['a commit that is no id', { ...source, commits: ['main'] }],
    ['a field the page does not know', { ...source, copyright: '2023' }],
    ['a link that is not https', { ...source, url: 'http://example.com/' }],
  ])('refuses %s', (_case, entry) => {
    expect(ZDataSources.safeParse([entry]).success).toBe(false);
  });

  it('refuses two sources of one id', () => {
    expect(ZDataSources.safeParse([source, source]).success).toBe(false);
    expect(ZDataSources.safeParse([source]).success).toBe(true);
  });
});
