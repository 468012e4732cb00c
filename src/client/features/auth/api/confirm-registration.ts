import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { ZRegistrationLinkState } from '#common/schemas/auth.ts';

const path = '/api/auth/confirm-registration';

/** Whether a confirmation link was opened in the browser that signed its account up (registrant.ts). */
export async function getRegistrationLink(token: string, { signal }: QueryRequestOptions = {}): Promise<boolean> {
  return ZRegistrationLinkState.parse(await apiJson(`${path}?${new URLSearchParams({ token })}`, { signal })).byRegistrant;
}

/** Asked once as the confirmation page opens, for a link that still works. */
export function useRegistrationLink(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['confirm-registration', token],
      queryFn: token ? ({ signal }) => getRegistrationLink(token, { signal }) : skipToken,
      staleTime: Infinity,
      retry: false,
    }),
  );
}

/** Confirms the address with the password given at sign-up, and signs in. */
export async function confirmRegistration(token: string): Promise<void> {
  await apiJson(path, { method: 'POST', body: { token } });
}
