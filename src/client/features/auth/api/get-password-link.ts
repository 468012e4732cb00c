import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TPasswordLinkState, ZPasswordLinkState } from '#common/schemas/auth.ts';

export async function getPasswordLink(token: string, { signal }: QueryRequestOptions = {}): Promise<TPasswordLinkState> {
  try {
    return ZPasswordLinkState.parse(await apiJson(`/api/password-links/${encodeURIComponent(token)}`, { signal }));
  } catch (error) {
    // A token that is not even shaped like one (a mangled link) is as unusable as a spent one.
    if (error instanceof ApiError && error.status === 400) return { usable: false, signUpName: null };
    throw error;
  }
}

/**
 * Whether a mailed link's token still works, and a confirmation link's sign-up name; asked once as
 * its page opens (a used link stays used).
 */
export function usePasswordLink(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['password-links', token],
      queryFn: token ? ({ signal }) => getPasswordLink(token, { signal }) : skipToken,
      staleTime: Infinity,
      retry: false,
    }),
  );
}
