import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { Button, buttonClasses } from '../components/ui/button';
import { displayNameOf, useAuth } from '../features/auth';
import { useConfig } from '../features/config';

/** The signed-in header: product, partner, admin entry (admins only), who is signed in, logout. */
export function AppHeader() {
  const { productName, brandName, partnerUrl } = useConfig();
  const { user, sessionUser, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const displayName = displayNameOf(user, sessionUser);

  async function logout() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <header className="border-b border-line bg-surface">
      {/* On a phone the product name and Logout share the first row and the rest wraps below. */}
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <Link to="/" className="order-1 mr-auto inline-flex min-h-11 items-center rounded-md text-lg font-semibold text-ink">
          {productName}
        </Link>
        <div className="order-3 flex w-full flex-wrap items-center gap-x-2 sm:order-2 sm:w-auto">
          <a
            href={partnerUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center rounded-md px-2 text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
          >
            {brandName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {user?.isAdmin ? (
            <Link to="/admin" className={buttonClasses('secondary')}>
              Admin
            </Link>
          ) : null}
          <div className="flex min-h-11 min-w-0 items-center gap-2 px-1">
            <Avatar name={displayName} imageUrl={user?.avatarUrl ?? null} />
            <span className="max-w-40 truncate text-sm font-medium text-ink sm:max-w-56">{displayName}</span>
          </div>
        </div>
        <Button variant="ghost" className="order-2 sm:order-3" disabled={signingOut} onClick={() => void logout()}>
          Logout
        </Button>
      </div>
    </header>
  );
}
