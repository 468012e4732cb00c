import { type ComponentType, lazy } from 'react';

/**
 * A screen whose code loads when it is first shown, as with React.lazy, or earlier (`preload`).
 * Shown once its code is there, it renders at once: React.lazy would suspend it even then, show
 * the loading state, and hold the finished screen back (up to 300 ms) so that it does not flash.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((screen) => (loaded = screen));
    return loading;
  };
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })));
  // Lazy only ever commits as its loaded component: a render that suspends on it commits nothing,
  // and the one after finds `loaded` set. So the two never swap under a mounted screen.
  function Screen(props: P) {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return { Screen, preload };
}

/**
 * The screen a signed-in visitor's page opens on, named by the server when it preloads that
 * screen's code (src/server/index-page.ts): 'library' or 'palette-detail'. Null on other pages.
 */
export const FIRST_SCREEN = document.querySelector('meta[name="first-screen"]')?.getAttribute('content') ?? null;
