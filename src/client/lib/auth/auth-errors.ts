import { TEXTS, type ToastText } from '#common/constants.ts';

/** The part of a better-auth error result (or a redirect's error query) that the UI looks at. */
export interface TAuthFailure {
  code?: string | undefined;
  message?: string | undefined;
}

/** The server's own explanation when it gave one, the spec's fallback sentence otherwise. */
export function failureDescription(failure: TAuthFailure | null, fallback: string): string {
  return failure?.message?.trim() || fallback;
}

function isUnauthorizedDomain({ code, message }: TAuthFailure): boolean {
  const text = `${code ?? ''} ${message ?? ''}`.toLowerCase().replace(/[-_]/g, ' ');
  return text.includes('unauthorized domain') || (text.includes('domain') && text.includes('not authorized'));
}

/** Spec §8: an unauthorized-domain result gets its own sentence; anything else shows the server's words. */
export function googleFailureToast(failure: TAuthFailure): ToastText {
  const description = isUnauthorizedDomain(failure)
    ? TEXTS.auth.unauthorizedDomain('Google')
    : failureDescription(failure, TEXTS.auth.googleFailed.description);
  return { title: TEXTS.auth.googleFailed.title, description };
}

/**
 * Runs a better-auth client call and returns its failure, or null on success. The client reports
 * HTTP errors as a result, but a dropped connection rejects; both reach the user the same way.
 */
export async function authFailureOf(call: () => Promise<{ error: TAuthFailure | null }>): Promise<TAuthFailure | null> {
  try {
    const { error } = await call();
    return error;
  } catch (error) {
    return { message: error instanceof Error ? error.message : undefined };
  }
}
