import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TErrorCode } from '../../common/constants';
import type { TErrorBody } from '../../common/schemas/error';
import type { AppEnv } from '../app-env';
import { AppError, STATUS_BY_CODE } from '../errors';

function codeForStatus(status: number): TErrorCode {
  const match = Object.entries(STATUS_BY_CODE).find(([, s]) => s === status);
  return match ? (match[0] as TErrorCode) : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** The single place where errors become `{ message, code }` responses. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    return c.json<TErrorBody>({ message: err.message, code: err.code }, STATUS_BY_CODE[err.code]);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json<TErrorBody>({ message: err.message || 'Bad request.', code: codeForStatus(err.status) }, err.status);
  }
  c.var.logger.error({ err, path: c.req.path }, 'unhandled error');
  return c.json<TErrorBody>({ message: 'Something went wrong.', code: 'INTERNAL' }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json<TErrorBody>({ message: `No such endpoint: ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404);
