import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePasswordLinkUsable } from './api/get-password-link';

/**
 * The token (and address) a mailed link opened this screen with (?token=…&email=…). They are kept
 * in state and taken out of the address at once, before the page view goes out (the shell waits
 * for this screen's effects), so they cannot reach analytics, the history or a shared screenshot.
 * Whether the link still works is asked at once too.
 */
export function useMailedToken() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token'));
  const [email] = useState(() => searchParams.get('email'));
  const [rejected, setRejected] = useState(false);
  const inAddress = searchParams.has('token') || searchParams.has('email');
  // A used or expired link says so as the page opens (and if the question fails, posting will tell).
  const usable = usePasswordLinkUsable(token);

  useEffect(() => {
    if (inAddress) void navigate({ search: '' }, { replace: true });
  }, [inAddress, navigate]);

  return {
    token,
    email,
    checking: usable.isPending && token !== null,
    rejected: rejected || usable.data === false,
    reject: () => setRejected(true),
  };
}
