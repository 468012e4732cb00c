import type { TAdminUser } from '#common/schemas/admin.ts';
import { UserRow } from './user-row';

const COLUMNS = ['E-mail', 'Name', 'Joined', 'Palettes', 'Quota', 'Admin'] as const;
const headerCell = 'px-3 py-2 text-left text-xs font-medium tracking-wide whitespace-nowrap text-ink-muted uppercase';

/**
 * The users as a table. On a phone each row stacks into a small card and the column headers are
 * only read out (each cell shows its own label, see UserRow). The explicit roles keep the table's
 * meaning for screen readers that drop it once a table's CSS display changes.
 */
export function UsersTable({ users }: { users: TAdminUser[] | null }) {
  return (
    <table role="table" aria-label="Users" className="block w-full text-sm md:table md:border-collapse">
      <thead role="rowgroup" className="border-b border-line max-md:sr-only">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col" className={headerCell}>
              {column}
            </th>
          ))}
          <th role="columnheader" scope="col" className={headerCell}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block divide-y divide-line md:table-row-group">
        {users === null || users.length === 0 ? (
          <tr role="row" className="block md:table-row">
            <td role="cell" colSpan={COLUMNS.length + 1} className="block px-3 py-6 text-center text-ink-muted md:table-cell">
              {users === null ? 'Loading users…' : 'No users found'}
            </td>
          </tr>
        ) : (
          users.map((user) => <UserRow key={user.id} user={user} />)
        )}
      </tbody>
    </table>
  );
}
