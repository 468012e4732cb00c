import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-provider';
import { useConfig } from '../features/config/config-context';

/** The signed-in header: product, partner, admin entry (admins only), who is signed in, logout. */
export function AppHeader() {
  const { productName, brandName, partnerUrl } = useConfig();
  const { user, sessionUser, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // The product record may still be loading or being created; the sign-in name stands in meanwhile.
  const displayName = user?.displayName || user?.name || sessionUser?.name || sessionUser?.email || '';

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
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <Link to="/" className="inline-flex min-h-11 items-center rounded-md text-lg font-semibold text-ink">
          {productName}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
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
            <Button variant="secondary" onClick={() => void navigate('/admin')}>
              Admin
            </Button>
          ) : null}
          <div className="flex min-h-11 items-center gap-2 px-1">
            <Avatar name={displayName} imageUrl={user?.avatarUrl ?? null} />
            <span className="max-w-36 truncate text-sm font-medium text-ink sm:max-w-56">{displayName}</span>
          </div>
          <Button variant="ghost" disabled={signingOut} onClick={() => void logout()}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
