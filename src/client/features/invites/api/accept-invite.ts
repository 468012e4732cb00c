import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { PALETTE_LIST_KEYS } from '#client/lib/query-keys.ts';
import { ZAcceptInviteResponse } from '#common/schemas/invite.ts';

/** Accepts for the signed-in user; 403 names the invited address when the account's is another. */
export async function acceptInvite({ token, userId }: { token: string; userId: string }): Promise<{ paletteId: string }> {
  return ZAcceptInviteResponse.parse(
    await apiJson(`/api/invite/${encodeURIComponent(token)}/accept`, { method: 'POST', body: { userId } }),
  );
}

/** 'Shared with me' gains the palette, so its list is asked again before the library shows. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PALETTE_LIST_KEYS.shared }),
  });
}
