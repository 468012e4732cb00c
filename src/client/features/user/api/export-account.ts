import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS } from '../../../../common/account-texts';
import { apiFetch, withServerReason } from '../../../lib/api-client';
import { fileNameOf, saveFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';

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
