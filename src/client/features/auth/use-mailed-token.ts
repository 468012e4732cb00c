import { useState } from 'react';
import { useMailedLinkParams } from '../../lib/use-mailed-link-params';
import { usePasswordLinkUsable } from './api/get-password-link';

const PARAMS = ['token', 'email'] as const;

/**
 * The token (and address) a mailed link opened this screen with (?token=…&email=…), out of the
 * address at once (useMailedLinkParams); whether the link still works is asked at once too.
 */
export function useMailedToken() {
  const { token, email } = useMailedLinkParams(PARAMS);
  const [rejected, setRejected] = useState(false);
  // A used or expired link says so as the page opens (and if the question fails, posting will tell).
  const usable = usePasswordLinkUsable(token);

  return {
    token,
    email,
    checking: usable.isPending && token !== null,
    rejected: rejected || usable.data === false,
    reject: () => setRejected(true),
  };
}
