import { TEXTS } from '../../common/constants';

/** Spec §1: the commission disclosure is on every page, signed in or not. */
export function AppFooter() {
  return (
    <footer className="border-t border-line">
      <p className="mx-auto w-full max-w-6xl px-4 py-6 text-xs text-ink-muted">{TEXTS.disclosure}</p>
    </footer>
  );
}
