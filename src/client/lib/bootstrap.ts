/**
 * The API answers a signed-in visitor's page came with (made by src/server/index-page.ts): what
 * its first screen asks for, so that screen renders without waiting for a request. Each answer
 * stands in for one GET of its path, once; any later one goes to the server. They serve only
 * while the session is the one the page was made for, and never after a sign-out.
 */

/** As the server writes it (TBootstrap in src/server/index-page.ts). */
interface TPageData {
  /** The identity (auth user id) the answers are for. */
  for: string;
  answers: Record<string, unknown>;
}

const PAGE_DATA_ID = 'bootstrap';

function readPageData(): { for: string; answers: Map<string, unknown> } | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as TPageData;
    return { for: data.for, answers: new Map(Object.entries(data.answers)) };
  } catch {
    // Unreadable, the data is only missed: the screens ask the server as they would without it.
    return null;
  }
}

let pageData = readPageData();
// Nothing is served until the session has said who is signed in.
let sessionKnown = false;

/**
 * Tells who the session says is signed in (null: nobody), each time it is known: the answers stay
 * only while that is the identity the page was made for.
 */
export function settleBootstrap(authUserId: string | null): void {
  sessionKnown = true;
  if (pageData?.for !== authUserId) pageData = null;
}

/** Forgets the answers (a sign-out): nothing of this person's may serve the next one. */
export function dropBootstrap(): void {
  pageData = null;
}

/** The page's answer to a GET of `path`, used up (undefined: ask the server). */
export function takeBootstrapped(path: string): unknown {
  if (!sessionKnown || !pageData?.answers.has(path)) return undefined;
  const answer = pageData.answers.get(path);
  pageData.answers.delete(path);
  return answer;
}
