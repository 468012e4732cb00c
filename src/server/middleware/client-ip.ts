import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import { CLIENT_IP_HEADER } from '#server/features/auth/auth.ts';

/** The caller's address: the connection's, or the one a trusted proxy appended (TRUST_PROXY). */
export function clientAddress(c: Context<AppEnv>): string | null {
  if (c.var.config.trustProxy) {
    // The proxy appends the address it saw; anything before it was written by the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // In-process requests (tests) have no socket.
    return null;
  }
}

/** Who a per-visitor limit counts: the signed-in user, else the client's address. */
export function visitorKey(c: Context<AppEnv>): string {
  const userId = c.var.user?.id;
  return userId ? `user:${userId}` : `address:${clientAddress(c) ?? 'unknown'}`;
}

/**
 * Rate limits key on the client address. Headers from the client cannot be trusted unless a
 * proxy we trust set them, so the address is decided here and handed on in a header of our own.
 */
export const clientIpMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const ip = clientAddress(c);
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  c.req.raw = new Request(c.req.raw, { headers });
  await next();
});
