import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TErrorCode } from '#common/constants.ts';
import type { TErrorBody } from '#common/schemas/error.ts';
import type { AppEnv } from '#server/app-env.ts';
import { isTransientDatabaseError } from '#server/db/transaction.ts';
import { AppError, STATUS_BY_CODE } from '#server/errors.ts';

/** How long a client should wait before trying again after a transient database failure. */
const RETRY_AFTER_SECONDS = 1;

/**
 * PostgreSQL's own verdicts on a value (class 22: data exceptions such as a NUL character or a
 * number out of range; 23: constraint violations). A request that reaches them carried bad input,
 * so they answer 4xx. Drizzle wraps driver errors, so the code may sit on `cause`.
 */
function databaseVerdict(err: unknown): AppError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) continue;
    if (code === '23505') return new AppError('CONFLICT', 'This already exists.');
    if (code === '23503') return new AppError('BAD_REQUEST', 'The request refers to something that does not exist.');
    // The deferred one-color-per-slot constraints (migration 0001) report here at commit.
    if (code === '23P01') return new AppError('CONFLICT', 'Another color already sits in that place.');
    return new AppError('BAD_REQUEST', 'The request contains a value that cannot be stored.');
  }
  return null;
}

function codeForStatus(status: number): TErrorCode {
  const match = Object.entries(STATUS_BY_CODE).find(([, s]) => s === status);
  return match ? (match[0] as TErrorCode) : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** The single place where errors become `{ message, code }` responses. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const verdict = databaseVerdict(err);
  if (verdict) {
    c.var.logger.warn({ err, path: c.req.path }, 'database refused a value');
    return c.json<TErrorBody>({ message: verdict.message, code: verdict.code }, STATUS_BY_CODE[verdict.code]);
  }
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== null) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json<TErrorBody>({ message: err.message, code: err.code }, STATUS_BY_CODE[err.code]);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json<TErrorBody>({ message: err.message || 'Bad request.', code: codeForStatus(err.status) }, err.status);
  }
  // Already retried once where that was safe (inTransaction, reads): the client may try again.
  if (isTransientDatabaseError(err)) {
    c.var.logger.warn({ err, path: c.req.path }, 'transient database failure');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json<TErrorBody>({ message: 'The service is busy for a moment. Please try again.', code: 'UNAVAILABLE' }, 503);
  }
  c.var.logger.error({ err, path: c.req.path }, 'unhandled error');
  return c.json<TErrorBody>({ message: 'Something went wrong.', code: 'INTERNAL' }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json<TErrorBody>({ message: `No such endpoint: ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404);
