/** The id of the page's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main';

/**
 * Moves focus to the page's <main> (it has tabIndex -1). For when the control that had focus is
 * about to disappear, e.g. the landing page's 'Get Started' once someone has signed in.
 */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}
