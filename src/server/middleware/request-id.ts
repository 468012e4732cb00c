import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';

const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What the app passes (as Hono's env, which no client can set) when it answers a page's first reads
 * itself: they belong to the page's request.
 */
export interface PageRead {
  pageRequestId: string;
}

/** The page request this in-process read belongs to, or null for a request from a client. */
export function pageRequestIdOf(c: Context<AppEnv>): string | null {
  const env = c.env as Partial<PageRead> | undefined;
  return typeof env?.pageRequestId === 'string' ? env.pageRequestId : null;
}
/** What proxies write (nginx's $request_id is 32 hex digits, HAProxy's unique-id a short format). */
const FORWARDED_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * Gives the request an id: the one a trusted proxy sent (TRUST_PROXY), so its logs and ours join
 * up, or a new one. The response carries it, and so does every line of the request's logger
 * (`c.var.logger`). Code outside the app's handlers (the auth library) logs under `requestScope`.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const forwarded = c.get('config').trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
  const id = pageRequestIdOf(c) ?? (forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID());
  c.set('requestId', id);
  c.set('logger', c.get('logger').child({ requestId: id }));
  await next();
  // On the answer's own headers: c.header() after the answer exists would rebuild it, which takes
  // it off the server's fast path for Hono's answers (a fifth of the throughput of a palette read).
  c.res.headers.set(REQUEST_ID_HEADER, id);
});
