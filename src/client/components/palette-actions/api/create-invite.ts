import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { type TCreateInviteRequest, type TInviteSummary, ZInviteSummary } from '#common/schemas/invite.ts';
import { paletteInvitesQueryKey } from './get-palette-invites';

/** Mails a single-use invitation to the address; 409 when it is already invited, 400 for one's own. */
export async function createInvite({ paletteId, request }: { paletteId: string; request: TCreateInviteRequest }): Promise<TInviteSummary> {
  return ZInviteSummary.parse(await apiJson(`/api/palettes/${encodeURIComponent(paletteId)}/invites`, { method: 'POST', body: request }));
}

export function useCreateInvite(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateInviteRequest) => createInvite({ paletteId, request }),
    // Also after a refusal: a 409 or 404 means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paletteInvitesQueryKey(paletteId) }),
  });
}
