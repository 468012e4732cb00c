import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { LIMITS } from '#common/constants.ts';

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
   * `<template data-preloads-for="NAME">` (scripts/build/route-preloads.ts). It names the screen
   * in a `<meta name="first-screen">` too, for the client to run that code as early as it can
   * (src/client/app/lazy-screen.tsx).
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
    const head = `  <meta name="first-screen" content="${name}" />${links}\n  </head>`;
    preloading.set(name, version(html.replace('</head>', head)));
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
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** A page made for one request: compressed fast (the prebuilt ones take brotli's best, once). */
export function compressPage(html: string, encoding: ContentEncoding): Uint8Array<ArrayBuffer> {
  const content = Buffer.from(html);
  if (encoding === 'gzip') return new Uint8Array(gzipSync(content, { level: 6 }));
  return new Uint8Array(brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
}

/** What a signed-in page carries for its first screen (read by src/client/lib/bootstrap.ts). */
export interface TBootstrap {
  /** The identity (auth user id) it was made for: the client drops it for anyone else. */
  for: string;
  /** API answers to GET requests, by the path the client asks them at. */
  answers: Record<string, unknown>;
}

/** The screens whose code a signed-in visitor's page preloads and whose data it carries. */
export type TFirstScreen = { name: 'library' } | { name: 'palette-detail'; paletteId: string };

/**
 * The API reads `screen` makes first for this caller, as the client writes them (its features'
 * api/ files): the page carries the API's own answers to these, keyed by path.
 */
export function firstScreenPaths(options: { email: string; userId: string; screen: TFirstScreen }): string[] {
  const { email, userId, screen } = options;
  // Every signed-in screen: the product user (AuthProvider).
  const paths = [`/api/user/email/${encodeURIComponent(email)}`];
  if (screen.name === 'library') {
    const curated = new URLSearchParams({ limit: String(LIMITS.curatedLimit), userId });
    const shared = new URLSearchParams({ userId, limit: String(LIMITS.sharedLimit) });
    paths.push('/api/palettes/user', `/api/palettes/curated?${curated}`, `/api/palettes/shared?${shared}`);
  } else {
    const id = encodeURIComponent(screen.paletteId);
    paths.push(`/api/palettes/${id}`, `/api/colors/palette/${id}`);
  }
  return paths;
}

// Inside a <script> element only `</script` (or `<!--`) ends or changes its text: every `<` is
// escaped, and `>` and `&` too, so nothing in it reads as markup to anything; U+2028 and U+2029
// end a line in older JavaScript parsers. JSON.parse reads each \uXXXX back as the character.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function escapeForScript(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The page with `bootstrap` in a data block: a script of type application/json is never run, so
 * the Content-Security-Policy stays as strict (no inline script).
 */
export function withBootstrap(html: string, bootstrap: TBootstrap): string {
  const block = `<script type="application/json" id="bootstrap">${escapeForScript(JSON.stringify(bootstrap))}</script>`;
  // A function, so that no `$&` or `$'` in the data is read as a replacement pattern.
  return html.replace('</body>', () => `  ${block}\n  </body>`);
}
