import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The values a mailed link opened this screen with (?token=…&email=…), by name. They are kept in
 * state and taken out of the address at once, before the page view goes out (the shell waits for
 * the screen's effects), so they cannot reach analytics, the history or a shared screenshot.
 */
export function useMailedLinkParams<Name extends string>(names: readonly Name[]): Record<Name, string | null> {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [values] = useState(() => Object.fromEntries(names.map((name) => [name, searchParams.get(name)])) as Record<Name, string | null>);
  const inAddress = names.some((name) => searchParams.has(name));

  useEffect(() => {
    if (inAddress) void navigate({ search: '' }, { replace: true });
  }, [inAddress, navigate]);

  return values;
}
