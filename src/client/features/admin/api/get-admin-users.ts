import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TAdminUsersPage, ZAdminUsersPage } from '#common/schemas/admin.ts';
import { ADMIN_KEYS } from './admin-queries';

export const ADMIN_USERS_PAGE_SIZE = 20;

export async function getAdminUsers(
  { search, page }: { search: string; page: number },
  { signal }: QueryRequestOptions = {},
): Promise<TAdminUsersPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return ZAdminUsersPage.parse(await apiJson(`/api/admin/users?${query}`, { signal }));
}

export function adminUsersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_KEYS.users, { search, page }],
    queryFn: ({ signal }) => getAdminUsers({ search, page }, { signal }),
    // The table keeps the last page on screen while the next search or page loads: no flicker.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(search: string, page: number) {
  return useQuery(adminUsersQueryOptions(search, page));
}
