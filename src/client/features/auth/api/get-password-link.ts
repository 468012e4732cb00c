import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZPasswordLinkState } from '../../../../common/schemas/auth';
import { ApiError, apiJson, type QueryRequestOptions } from '../../../lib/api-client';

export async function getPasswordLinkUsable(token: string, { signal }: QueryRequestOptions = {}): Promise<boolean> {
  try {
    return ZPasswordLinkState.parse(await apiJson(`/api/password-links/${encodeURIComponent(token)}`, { signal })).usable;
  } catch (error) {
    // A token that is not even shaped like one (a mangled link) is as unusable as a spent one.
    if (error instanceof ApiError && error.status === 400) return false;
    throw error;
  }
}

/** Whether a mailed link's token still works; asked once as its page opens (a used link stays used). */
export function usePasswordLinkUsable(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['password-links', token],
      queryFn: token ? ({ signal }) => getPasswordLinkUsable(token, { signal }) : skipToken,
      staleTime: Infinity,
      retry: false,
    }),
  );
}
