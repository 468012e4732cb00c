import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import type { TSubscribeMailingListRequest } from '#common/schemas/user.ts';

/**
 * Spec §7: the mailing-list call never blocks or fails the sign-up it follows. A failure is only
 * logged (as a warning: it is expected when the mailing service is down), and a success body is
 * never read.
 */
export async function subscribeMailingList(request: TSubscribeMailingListRequest): Promise<void> {
  try {
    await apiFetch('/api/subscribe-mailing-list', { method: 'POST', body: request });
  } catch (error) {
    const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
    console.warn('Mailing list subscription failed:', message);
  }
}
