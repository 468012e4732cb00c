import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../use-debounced-value';
import { AdminCard } from './admin-card';
import { UsersTable } from './users-table';

const SEARCH_DELAY_MS = 300;

/** The Users tab: find a user by e-mail or name, page through them, edit a quota in place. */
export function UsersPanel() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // A new search starts on its first page; kept with the search it belongs to, so no effect resets it.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const users = useAdminUsers(search, page);
  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  const goTo = (next: number) => setPaging({ search, page: next });

  return (
    <AdminCard title="User management" description="Palette quotas (1 to 50) and admin rights.">
      <Input
        type="search"
        aria-label="Search users"
        placeholder="Search users"
        className="sm:max-w-sm"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      {users.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <p>The users could not be loaded.</p>
          <Button variant="secondary" disabled={users.isFetching} onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <UsersTable users={users.data?.users ?? null} />
      )}
      <nav aria-label="Users pages" className="flex items-center justify-between gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          Previous
        </Button>
        <p role="status" className="text-sm text-ink-muted tabular-nums">
          {users.data ? `Page ${page} of ${pageCount}` : null}
        </p>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
          Next
        </Button>
      </nav>
    </AdminCard>
  );
}
