import { useState } from 'react';
import { useMailedLinkParams } from '#client/lib/use-mailed-link-params.ts';
import { usePasswordLink } from './api/get-password-link';

const PARAMS = ['token', 'email'] as const;

/**
 * The token (and address) a mailed link opened this screen with (?token=…&email=…), out of the
 * address at once (useMailedLinkParams); whether the link still works is asked at once too, and
 * with it the name a confirmation link's account was signed up under (null for none).
 */
export function useMailedToken() {
  const { token, email } = useMailedLinkParams(PARAMS);
  const [rejected, setRejected] = useState(false);
  // A used or expired link says so as the page opens (and if the question fails, posting will tell).
  const link = usePasswordLink(token);

  return {
    token,
    email,
    signUpName: link.data?.signUpName ?? null,
    checking: link.isPending && token !== null,
    rejected: rejected || link.data?.usable === false,
    reject: () => setRejected(true),
  };
}
