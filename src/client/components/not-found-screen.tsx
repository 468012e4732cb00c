import { Link } from 'react-router';
import { TEXTS } from '#common/constants.ts';
import { buttonClasses } from './ui/button';

export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink">{TEXTS.notFound}</h1>
      <p className="text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('secondary')}>
        Go back home
      </Link>
    </section>
  );
}
