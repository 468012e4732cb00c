import type { RefObject } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import { PersonLabel } from './person-label';

interface AccountMenuProps {
  displayName: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** Until the person's record has loaded, the settings cannot open. */
  canOpenProfile: boolean;
  signingOut: boolean;
  onOpenProfile: () => void;
  onLogout: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The signed-in header's entries on a phone, where a row of them would take three lines (issue 41):
 * behind the person's avatar and name, the profile settings, the studio, the admin panel (admins
 * only), the partner's site and Logout.
 */
export function AccountMenu({
  displayName,
  avatarUrl,
  isAdmin,
  canOpenProfile,
  signingOut,
  onOpenProfile,
  onLogout,
  triggerRef,
}: AccountMenuProps) {
  const { brandName, partnerUrl } = useConfig();
  return (
    // A flex item that gives way, so the name in it is cut short before the row grows wider than the screen.
    <div className="flex min-w-0">
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={triggerRef}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md px-1 pr-2 hover:bg-line/50 data-[state=open]:bg-line/50"
        >
          <PersonLabel name={displayName} avatarUrl={avatarUrl} action="Menu" nameClassName="max-w-32" icon={<path d="M6 9l6 6 6-6" />} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem disabled={!canOpenProfile} onSelect={onOpenProfile}>
            Profile settings
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/studio">{INVENTORY_TEXTS.studio}</Link>
          </DropdownMenuItem>
          {isAdmin ? (
            <DropdownMenuItem asChild>
              <Link to="/admin">Admin</Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild>
            <a href={partnerUrl} target="_blank" rel="noopener">
              {brandName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={signingOut} onSelect={onLogout}>
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
