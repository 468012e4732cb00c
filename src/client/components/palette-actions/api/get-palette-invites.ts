import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TInviteSummary, ZInviteSummary } from '#common/schemas/invite.ts';

/** The share dialog's list: pending invitations and the people who accepted, accepted first. */
export async function getPaletteInvites(paletteId: string, { signal }: QueryRequestOptions = {}): Promise<TInviteSummary[]> {
  return z.array(ZInviteSummary).parse(await apiJson(`/api/palettes/${encodeURIComponent(paletteId)}/invites`, { signal }));
}

/** Inviting and revoking invalidate this key. */
export function paletteInvitesQueryKey(paletteId: string) {
  return ['palettes', paletteId, 'invites'] as const;
}

// Asked again each time the dialog opens: an invitee may have accepted in the meantime.
export function paletteInvitesQueryOptions(paletteId: string) {
  return queryOptions({
    queryKey: paletteInvitesQueryKey(paletteId),
    queryFn: ({ signal }) => getPaletteInvites(paletteId, { signal }),
    staleTime: 0,
  });
}

export function usePaletteInvites(paletteId: string) {
  return useQuery(paletteInvitesQueryOptions(paletteId));
}
