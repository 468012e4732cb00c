import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { PartnerLink } from './partner-link';

/**
 * The header of someone not signed in, on the pages a link brings them to (a shared palette, an
 * invitation, a mailed link): where they are, whose site it is, and a way to sign in. The landing
 * page has its own title and 'Get Started' instead.
 */
export function VisitorHeader() {
  const { productName } = useConfig();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <Link to="/" className="mr-auto inline-flex min-h-11 items-center rounded-md text-lg font-semibold text-ink">
          {productName}
        </Link>
        {/* On a phone the partner's link takes a row of its own under the name and Sign in, rather than pushing Sign in down. */}
        <PartnerLink className="order-last basis-full sm:order-none sm:basis-auto" />
        <Button variant="secondary" onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog} onClick={() => openAuthDialog('signin')}>
          Sign in
        </Button>
      </div>
    </header>
  );
}
