import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The token (and address) a mailed link opened this screen with (?token=…&email=…). They are kept
 * in state and taken out of the address at once, before the page view goes out (the shell waits
 * for this screen's effects), so they cannot reach analytics, the history or a shared screenshot.
 */
export function useMailedToken() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token'));
  const [email] = useState(() => searchParams.get('email'));
  const [rejected, setRejected] = useState(false);
  const inAddress = searchParams.has('token') || searchParams.has('email');

  useEffect(() => {
    if (inAddress) void navigate({ search: '' }, { replace: true });
  }, [inAddress, navigate]);

  return { token, email, rejected, reject: () => setRejected(true) };
}
