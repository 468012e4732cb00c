import { APIError } from 'better-auth/api';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 4 || !value || typeof value !== 'object') return false;
  return Object.values(value).some((item) => hasNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character; a token or name carrying one would fail inside the
 * auth library as a 500. Refused up front, as the app's own routes refuse it, with a 400.
 */
export function refuseUnstorableText(ctx: { body?: unknown; query?: unknown; params?: unknown }): void {
  if (hasNul(ctx.body) || hasNul(ctx.query) || hasNul(ctx.params)) {
    throw new APIError('BAD_REQUEST', { message: 'The request contains a value that cannot be stored.', code: 'BAD_REQUEST' });
  }
}
