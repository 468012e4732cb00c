// A browser on the app's page, over real HTTP: a cookie jar and the page's Origin. For tests and
// benchmarks that run the server as a process (bench/, the cluster test).
import type { TUser } from '#common/schemas/user.ts';
import { linkIn, type SmtpCapture } from './smtp-capture';

export interface Answer<T> {
  status: number;
  /** Parsed JSON; any other answer (a proxy's HTML error page) as text, so a failure shows it. */
  body: T;
  headers: Headers;
}

/** `at` sends this one request to another base URL (another instance) with the same cookies and Origin. */
export type Request = <T>(method: string, path: string, body?: unknown, at?: string) => Promise<Answer<T>>;

export interface HttpBrowser {
  request: Request;
  /** The Cookie header the browser sends, for load generators that bring their own client. */
  cookie(): string;
}

/** Talks to `baseUrl` as a page served from `origin` (by default the same address). */
export function httpBrowser(baseUrl: string, origin = baseUrl): HttpBrowser {
  let cookie = '';
  const request: Request = async <T>(method: string, path: string, body?: unknown, at = baseUrl) => {
    const res = await fetch(`${at}${path}`, {
      method,
      headers: { origin, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter(Boolean);
    if (set.length > 0) cookie = set.join('; ');
    const text = await res.text();
    const json = text !== '' && res.headers.get('content-type')?.startsWith('application/json');
    return { status: res.status, body: (json ? JSON.parse(text) : text || null) as T, headers: res.headers };
  };
  return { request, cookie: () => cookie };
}

export function expectStatus<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * A new person as the app makes one, over HTTP: signed up, and confirmed through the mailed link in
 * the same browser (which signs them in), each step through `baseUrl` as a page of `origin`.
 */
export async function signedUpOverHttp(options: {
  baseUrl: string;
  origin?: string;
  smtp: Pick<SmtpCapture, 'mails' | 'nextMailTo'>;
  email: string;
  name?: string;
  password: string;
}): Promise<HttpBrowser & { user: TUser }> {
  const { baseUrl, smtp, email, password } = options;
  const browser = httpBrowser(baseUrl, options.origin);
  const { request } = browser;
  const since = smtp.mails.length;
  expectStatus(await request('POST', '/api/auth/sign-up/email', { email, password, name: options.name ?? '' }), 200, 'sign-up');
  const confirmation = await smtp.nextMailTo(email, /Confirm your/, 30_000, since);
  const token = new URL(linkIn(confirmation, /http:\/\/\S+\/confirm-email\?token=[\w-]+/)).searchParams.get('token');
  // Confirmed in the browser that signed up: the password given then is kept, and it is signed in.
  expectStatus(await request('POST', '/api/auth/confirm-registration', { token }), 200, 'confirmation');
  const user = expectStatus(await request<TUser>('GET', `/api/user/email/${encodeURIComponent(email)}`), 200, 'user');
  return { ...browser, user };
}
