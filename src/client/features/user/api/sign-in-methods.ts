import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';

// The auth library's answer: one entry per way of signing in ('credential' is a password).
const ZAccounts = z.array(z.object({ providerId: z.string() }));

/** Whether the signed-in person has a password (else they signed up with Google): the auth library's list of their accounts. */
export async function getHasPassword({ signal }: QueryRequestOptions = {}): Promise<boolean> {
  const accounts = ZAccounts.parse(await apiJson('/api/auth/list-accounts', { signal }));
  return accounts.some(({ providerId }) => providerId === 'credential');
}

export const getHasPasswordQueryOptions = () => queryOptions({ queryKey: ['auth', 'has-password'], queryFn: getHasPassword });

export function useHasPassword() {
  return useQuery(getHasPasswordQueryOptions());
}
