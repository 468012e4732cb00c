import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** One version of the page, with its compressed copies. */
export interface PageVersion {
  html: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export interface IndexPage {
  plain: PageVersion;
  /**
   * The page that also preloads a screen's code, by screen name: the build leaves those links in
   * `<template data-preloads-for="NAME">` (scripts/build/route-preloads.ts).
   */
  preloading: ReadonlyMap<string, PageVersion>;
}

const TEMPLATE = /<template data-preloads-for="([\w-]+)">(.*?)<\/template>/gs;

function version(html: string): PageVersion {
  const content = Buffer.from(html);
  return { html, br: new Uint8Array(brotliCompressSync(content)), gzip: new Uint8Array(gzipSync(content)) };
}

export function parseIndexPage(html: string): IndexPage {
  const preloading = new Map<string, PageVersion>();
  for (const [, name = '', links = ''] of html.matchAll(TEMPLATE)) {
    preloading.set(name, version(html.replace('</head>', `  ${links}\n  </head>`)));
  }
  return { plain: version(html), preloading };
}

/**
 * The client's index.html, compressed once, and read again when a build has replaced it (the
 * build renames a new file over it, so a change of mtime or size is a new page). null while
 * there is none.
 */
export function indexPage(file: string) {
  let loaded: { stamp: string; page: IndexPage } | null = null;
  return {
    current(): IndexPage | null {
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats) return null;
      const stamp = `${stats.mtimeMs}:${stats.size}`;
      if (loaded?.stamp !== stamp) loaded = { stamp, page: parseIndexPage(readFileSync(file, 'utf8')) };
      return loaded.page;
    },
  };
}

/** The encoding to answer in for an Accept-Encoding header: brotli, else gzip, else none. */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.get('*') ?? 0);
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}
