import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { paletteInvitesQueryKey } from './get-palette-invites';

/** Withdraws a pending invitation, or takes away the access an accepted one gave. */
export async function revokeInvite(inviteId: string): Promise<void> {
  await apiFetch(`/api/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

export function useRevokeInvite(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    // Also after a refusal: a 409 or 404 means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paletteInvitesQueryKey(paletteId) }),
  });
}
