import { ApiError, serverMessageOf } from '#client/lib/api-client.ts';
import { TEXTS, type ToastText } from '#common/constants.ts';

/** The session ended while the page stayed open (spec §5: sign-in is required to create). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function isQuotaExceeded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'QUOTA_EXCEEDED';
}

/**
 * Spec §8 for duplicates and copies: an existing copy (the server says 409, older wording says
 * 'already exists'), a quota refusal (its message says 'maximum', shown as is), a session that
 * ended, anything else.
 */
export function copyFailureToast(error: unknown, otherwise: ToastText): ToastText {
  if (isSignedOut(error)) return TEXTS.palettes.authRequired;
  const message = serverMessageOf(error) ?? '';
  const conflict = error instanceof ApiError && error.status === 409;
  if (conflict || message.includes('already exists')) return TEXTS.palettes.copyExists;
  if (message.includes('maximum')) return { title: TEXTS.palettes.maxCopiesTitle, description: message };
  return otherwise;
}
