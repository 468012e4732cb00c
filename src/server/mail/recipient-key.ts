import { createHash } from 'node:crypto';

/**
 * What a cap on mail to one address counts under (rate-limits.ts): a hash of the address as mail
 * reaches it (any case), so the counters keep no address.
 */
export function recipientKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
}
