import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { TEXTS, TIMINGS } from '#common/constants.ts';
import { INVITE_TEXTS } from '../invites-texts';

/** Spec §4: the accepted state, then the library after TIMINGS.inviteRedirectMs (§9: 2 s). */
export function InviteAccepted({ paletteName }: { paletteName: string }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The Accept button that had focus is gone; the news takes it, so a screen reader says it.
    heading.current?.focus();
    const timer = window.setTimeout(() => void navigate('/'), TIMINGS.inviteRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none">
        {TEXTS.invites.added}
      </h1>
      <p className="text-ink-muted">{INVITE_TEXTS.added(paletteName)}</p>
      <Link to="/" className={buttonClasses('secondary')}>
        {TEXTS.invites.goToLibrary}
      </Link>
    </section>
  );
}
