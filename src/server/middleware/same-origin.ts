import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a page of another site made the browser send. Browsers
 * name the page's origin in `Origin` on every non-GET request; where they withhold it (no header,
 * or "null" for a request sent with referrerPolicy no-referrer, as the analytics beacon is),
 * `Sec-Fetch-Site`, which no page can forge, says whether the page was ours. A request with neither
 * is refused too: the app's own client always sends one, and SameSite=Lax cookies alone would let
 * a sibling subdomain through. GET requests never change anything, so they need no check.
 *
 * Not hono/csrf: it checks only bodies a form could send (form-encoded, multipart, text/plain) and
 * lets every other request through, including one with neither header; and it answers in plain
 * text, where every refusal here is the API's `{ message, code }` (issue 26 weighed it).
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const named = origin !== undefined && origin !== 'null';
  const allowed = named ? origin === new URL(c.var.config.publicUrl).origin : site === 'same-origin';
  if (!allowed) throw new AppError('FORBIDDEN', 'This request did not come from this site.');
  return next();
});
