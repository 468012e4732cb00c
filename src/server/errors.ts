import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TErrorCode } from '#common/constants.ts';

export const STATUS_BY_CODE: Record<TErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE_PIGMENT: 409,
  PALETTE_FULL: 409,
  QUOTA_EXCEEDED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into `{ message, code }` with its status. */
export class AppError extends Error {
  /** For 429: when the client may try again (sent as Retry-After). */
  readonly retryAfterSeconds: number | null;

  constructor(
    readonly code: TErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}
