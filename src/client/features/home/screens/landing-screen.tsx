import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { PigmentStrip } from '../components/pigment-strip';

/** Opens the sign-in dialog when the address asks for it (a finished password reset lands on /?signin=1). */
function useSignInFromAddress(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { openAuthDialog } = useAuthDialog();
  const wantsSignIn = searchParams.get('signin') === '1';

  useEffect(() => {
    if (!wantsSignIn) return;
    openAuthDialog('signin');
    const cleaned = new URLSearchParams(searchParams);
    cleaned.delete('signin');
    setSearchParams(cleaned, { replace: true });
  }, [wantsSignIn, openAuthDialog, searchParams, setSearchParams]);
}

/** Spec §2's landing page. Its affiliate disclosure is the footer's (TEXTS.disclosure), shown once. */
export function LandingScreen() {
  const { productName, brandName, creatorUrl } = useConfig();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  useSignInFromAddress();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-20">
      <section className="grid items-center gap-10 md:grid-cols-[1.1fr_1fr] md:gap-16">
        <div className="space-y-6">
          <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{productName}</h1>
          <p className="max-w-prose text-lg text-ink-muted">
            Keep every paint color you own in one place, whatever the brand. Arrange your tubes and pans into palettes, tag the colors you
            reach for, and share a palette with a link.
          </p>
          <div className="flex flex-col items-start gap-4">
            <Button
              className="min-h-12 px-6 text-base"
              onPointerEnter={preloadAuthDialog}
              onFocus={preloadAuthDialog}
              onClick={() => openAuthDialog('signin')}
            >
              Get Started
            </Button>
            <a
              href={creatorUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center text-sm text-ink-muted underline underline-offset-4 hover:text-ink"
            >
              Brought to you by {brandName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <PigmentStrip />
      </section>
    </div>
  );
}
