import type { ToastText } from '../../../common/constants';
import { ApiError } from '../../lib/api-client';

/** The spec's toast, with the server's own explanation in place of the description when it gave one. */
export function withServerReason(text: ToastText, error: unknown): ToastText {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  return reason ? { title: text.title, description: reason } : text;
}
