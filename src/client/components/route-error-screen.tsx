import { Button, buttonClasses } from './ui/button';

/**
 * What a route shows when it failed to render or its code failed to load (a lost connection, or
 * a deploy that replaced the app while it was open): the page's frame stays, with a way on.
 * Links reload the page, so a newer build's code is fetched.
 */
export function RouteErrorScreen() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink">Something went wrong</h1>
      <p className="text-ink-muted">This page could not be shown. Reloading usually helps; what you had saved is safe.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <a href="/" className={buttonClasses('secondary')}>
          Go back home
        </a>
      </div>
    </section>
  );
}
