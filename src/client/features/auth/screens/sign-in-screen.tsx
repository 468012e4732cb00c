import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { AUTH_CLIENT_TEXTS } from '#client/lib/auth/auth-texts.ts';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import { returnToOf } from '#client/lib/return-to.ts';

const texts = AUTH_CLIENT_TEXTS.signInPage;

interface TSignInState {
  offered: boolean;
}

/**
 * Spec §2's /auth, where the invite page's Sign In leads: the sign-in dialog opens at once, and
 * whoever is signed in (there, or already) goes back to the page named by `returnTo`. Closed
 * without signing in, the page offers the dialog again and the way back.
 */
export function SignInScreen() {
  const { status, sessionUser } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnToOf(location.search);
  const offered = (location.state as TSignInState | null)?.offered === true;
  usePageTitle(texts.title);

  useEffect(() => {
    if (status !== 'ready') return;
    if (sessionUser) {
      void navigate(returnTo, { replace: true });
      return;
    }
    if (offered) return;
    openAuthDialog('signin');
    // Once per visit, as the page's history entry remembers: the session is asked for again after
    // a sign-up (which signs nobody in), and a dialog the person closed must not come back by itself.
    void navigate(location, { replace: true, state: { offered: true } satisfies TSignInState });
  }, [status, sessionUser, offered, returnTo, location, navigate, openAuthDialog]);

  if (status !== 'ready' || sessionUser) {
    return (
      <FullPageStatus busy>
        <span>{texts.checking}</span>
      </FullPageStatus>
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{texts.heading}</h1>
      <p className="text-ink-muted">{texts.intro}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => openAuthDialog('signin')}>{texts.open}</Button>
        <Link to={returnTo} className={buttonClasses('secondary')}>
          {texts.back}
        </Link>
      </div>
    </section>
  );
}
