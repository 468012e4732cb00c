import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TInviteView, ZInviteView } from '#common/schemas/invite.ts';

/** What an invitation link opens; 404 for an unusable link (revoked, used, expired), 400 for a malformed one. */
export async function getInvite(token: string, { signal }: QueryRequestOptions = {}): Promise<TInviteView> {
  return ZInviteView.parse(await apiJson(`/api/invite/${encodeURIComponent(token)}`, { signal }));
}

// Asked again whenever the page opens: the link may have been used or revoked since.
export function inviteQueryOptions(token: string) {
  return queryOptions({ queryKey: ['invites', token], queryFn: ({ signal }) => getInvite(token, { signal }), staleTime: 0 });
}

export function useInvite(token: string) {
  return useQuery(inviteQueryOptions(token));
}
