import { Link } from 'react-router';
import { TEXTS } from '#common/constants.ts';
import { SOURCES_TEXTS } from '#common/sources-texts.ts';

/**
 * Spec §1: the commission disclosure is on every page, signed in or not; beside it the link to the
 * paint catalogue's sources (issue 42).
 */
export function AppFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-4 text-xs text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="py-2">{TEXTS.disclosure}</p>
        <Link to={SOURCES_TEXTS.path} className="inline-flex min-h-11 shrink-0 items-center underline underline-offset-4 hover:text-ink">
          {SOURCES_TEXTS.footerLink}
        </Link>
      </div>
    </footer>
  );
}
