import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { AUTH_CLIENT_TEXTS } from '#client/lib/auth/auth-texts.ts';

interface MailedLinkPageProps {
  heading: string;
  /** What the page asks for (a form) while the link may still work. */
  children: ReactNode;
  usable: boolean;
  /** While the server is asked whether the link still works. */
  checking: boolean;
  /** The heading once the link turned out spent, expired or mangled. */
  invalid: string;
}

/**
 * A page a mailed link opens (reset, confirmation): its form, or, once the link proved unusable,
 * a way to get a new one (asking for a reset mails a confirmation link to an unconfirmed address).
 */
export function MailedLinkPage({ heading, children, usable, checking, invalid }: MailedLinkPageProps) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      {usable ? (
        <div className="space-y-6 rounded-xl border border-line bg-surface p-5 sm:p-8">
          <h1 className="text-2xl font-semibold text-ink">{heading}</h1>
          {checking ? (
            <div aria-busy="true" className="h-64">
              <p role="status" className="text-ink-muted">
                {AUTH_CLIENT_TEXTS.mailedLink.checking}
              </p>
            </div>
          ) : (
            children
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold text-ink">{invalid}</h1>
          <p className="text-ink-muted">{AUTH_CLIENT_TEXTS.mailedLink.explanation}</p>
          <Button onClick={() => openAuthDialog('reset')}>{AUTH_CLIENT_TEXTS.mailedLink.requestNewLink}</Button>
        </div>
      )}
    </section>
  );
}
