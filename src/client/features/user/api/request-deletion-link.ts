import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { ZDeletionLinkResponse } from '#common/schemas/user.ts';

/** Issue 30, POST /api/users/{id}/deletion-link: mails the owner the link that confirms deleting their account. */
export async function requestDeletionLink(userId: string): Promise<void> {
  ZDeletionLinkResponse.parse(await apiJson(`/api/users/${encodeURIComponent(userId)}/deletion-link`, { method: 'POST', body: {} }));
}

export function useRequestDeletionLink() {
  return useMutation({ mutationFn: requestDeletionLink });
}
