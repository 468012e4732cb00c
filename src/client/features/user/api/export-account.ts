import { useMutation } from '@tanstack/react-query';
import { apiFetch, withServerReason } from '#client/lib/api-client.ts';
import { fileNameOf, saveFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import { ACCOUNT_TEXTS } from '#common/account-texts.ts';

/**
 * Issue 30, GET /api/users/{id}/export: fetched, then handed to the browser as a download under the
 * server's name, so that a refusal (a few downloads an hour) is said rather than saved as a file.
 */
export async function downloadAccountData(userId: string): Promise<void> {
  const response = await apiFetch(`/api/users/${encodeURIComponent(userId)}/export`);
  saveFile(await response.blob(), fileNameOf(response, 'my-data.zip'));
}

export function useDownloadAccountData() {
  return useMutation({
    mutationFn: downloadAccountData,
    onError: (error) => toast(withServerReason(ACCOUNT_TEXTS.downloadFailed, error), 'destructive'),
  });
}
