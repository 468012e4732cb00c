import { displayNameOf, useAuth } from '../../auth';

/** The signed-in home until the palette library arrives: it greets and promises nothing clickable. */
export function WelcomeScreen() {
  const { user, sessionUser } = useAuth();
  const name = displayNameOf(user, sessionUser);
  return (
    <section className="mx-auto w-full max-w-6xl space-y-3 px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p className="text-ink-muted">Your palettes will appear here.</p>
    </section>
  );
}
