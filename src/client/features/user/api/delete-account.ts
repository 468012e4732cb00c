import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { toast } from '#client/lib/toast.ts';
import { ACCOUNT_TEXTS } from '#common/account-texts.ts';
import type { TDeleteAccountRequest } from '#common/schemas/user.ts';

interface TDeleteAccountVariables {
  userId: string;
  confirmation: TDeleteAccountRequest;
}

/** Issue 30, DELETE /api/users/{id}, confirmed by the password or the mailed link's token. */
export async function deleteAccount({ userId, confirmation }: TDeleteAccountVariables): Promise<void> {
  await apiFetch(`/api/users/${encodeURIComponent(userId)}`, { method: 'DELETE', body: confirmation });
}

/**
 * Deletes the account, then signs this browser out (the server ended every session already) and
 * lands on the landing page, where the toast says it is done. A failure is the caller's to show.
 */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await signOut();
      toast(ACCOUNT_TEXTS.deleted);
    },
  });
}
