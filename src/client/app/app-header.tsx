import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { displayNameOf } from '#client/lib/auth/display-name.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import { AccountMenu } from './account-menu';
import { PartnerLink } from './partner-link';
import { PersonLabel } from './person-label';

// The settings form (and, inside it, the avatar uploader) loads when first opened.
const ProfileSettingsDialog = lazy(() =>
  import('#client/features/user/index.ts').then((feature) => ({ default: feature.ProfileSettingsDialog })),
);

/**
 * The signed-in header: product, partner, the studio (issue 28), admin entry (admins only), who is
 * signed in (which opens their profile settings), logout. One row at every width: from `md` each
 * entry is in it; below, all but the product are in the account menu (AccountMenu). One or the
 * other is rendered, so the page holds each entry once.
 */
export function AppHeader() {
  const { productName } = useConfig();
  const { user, sessionUser, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates like any dialog's.
  const [profileWanted, setProfileWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Opened from the menu, whose item is gone once it closes: focus then goes back to the menu button.
  const fromMenu = useRef(false);
  const displayName = displayNameOf(user, sessionUser);
  const roomForAll = useMediaQuery('(width >= 48rem)');

  async function logout() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  }

  function openProfile(viaMenu: boolean) {
    fromMenu.current = viaMenu;
    setProfileWanted(true);
    setProfileOpen(true);
  }

  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2">
        {/* The product keeps its whole name; on a phone the person's name beside it gives way. */}
        <Link to="/" className="mr-auto inline-flex min-h-11 shrink-0 items-center rounded-md text-lg font-semibold text-ink">
          {productName}
        </Link>
        {roomForAll ? (
          <div className="flex flex-wrap items-center justify-end gap-x-2">
            <PartnerLink />
            <NavLink to="/studio" className={({ isActive }) => buttonClasses('ghost', isActive ? 'bg-line/50' : undefined)}>
              {INVENTORY_TEXTS.studio}
            </NavLink>
            {user?.isAdmin ? (
              <Link to="/admin" className={buttonClasses('secondary')}>
                Admin
              </Link>
            ) : null}
            {/* The person's own name opens their settings; it is disabled until their record has loaded. */}
            <button
              type="button"
              disabled={!user}
              title="Profile settings"
              onClick={() => openProfile(false)}
              className="flex min-h-11 min-w-0 items-center gap-2 rounded-md px-1 pr-2 hover:bg-line/50 disabled:cursor-default disabled:hover:bg-transparent"
            >
              <PersonLabel
                name={displayName}
                avatarUrl={user?.avatarUrl ?? null}
                action="Profile settings"
                nameClassName="max-w-40 sm:max-w-56"
                icon={
                  <>
                    <path d="M20 7h-9M14 17H5" />
                    <circle cx="17" cy="17" r="3" />
                    <circle cx="7" cy="7" r="3" />
                  </>
                }
              />
            </button>
            <Button variant="ghost" disabled={signingOut} onClick={() => void logout()}>
              Logout
            </Button>
          </div>
        ) : (
          <AccountMenu
            displayName={displayName}
            avatarUrl={user?.avatarUrl ?? null}
            isAdmin={user?.isAdmin ?? false}
            canOpenProfile={!!user}
            signingOut={signingOut}
            onOpenProfile={() => openProfile(true)}
            onLogout={() => void logout()}
            triggerRef={menuButton}
          />
        )}
        {user && profileWanted ? (
          <Suspense fallback={null}>
            <ProfileSettingsDialog
              user={user}
              open={profileOpen}
              onOpenChange={setProfileOpen}
              onCloseAutoFocus={(event) => {
                if (!fromMenu.current) return;
                event.preventDefault();
                menuButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
