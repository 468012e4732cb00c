import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { type TAffiliateReport, ZAffiliateReport } from '#common/schemas/admin.ts';

/** Spec §7: compares every affiliate link with the manufacturers' spreadsheets and puts them right. */
export async function verifyAffiliateLinks(): Promise<TAffiliateReport> {
  return ZAffiliateReport.parse(await apiJson('/api/admin/verify-affiliate-links', { method: 'POST' }));
}

export function useVerifyAffiliateLinks() {
  const queryClient = useQueryClient();
  // Links live on catalogue paints and on colors in any palette: every cached view may be stale.
  return useMutation({ mutationFn: verifyAffiliateLinks, onSuccess: () => queryClient.invalidateQueries() });
}
