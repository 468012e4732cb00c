import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { TEXTS } from '#common/constants.ts';
import { INVITE_TEXTS } from '../invites-texts';

/** Spec §2: an unusable link (invalid, expired, used or revoked) and any failure to read it. */
export function InvalidInvitation() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink">{TEXTS.invites.invalidTitle}</h1>
      <p className="text-ink-muted">{INVITE_TEXTS.invalidExplanation}</p>
      <Link to="/" className={buttonClasses('secondary')}>
        {TEXTS.invites.goToLibrary}
      </Link>
    </section>
  );
}
