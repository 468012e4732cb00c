// A person using the API as the browser does: a cookie jar, the page's Origin, and an account
// signed up, confirmed by its mailed link and signed in.
import type { TUser } from '../src/common/schemas/user';
import { linkIn } from '../src/server/test/smtp-capture';
import type { BenchServer } from './bench-server';

const PASSWORD = 'bench-password-1';

export interface Answer<T> {
  status: number;
  body: T;
}

export type Request = <T>(method: string, path: string, body?: unknown) => Promise<Answer<T>>;

export interface ApiSession {
  request: Request;
  /** The Cookie header the session sends, for load generators that bring their own client. */
  cookie(): string;
}

/** A cookie-carrying HTTP client, sending the Origin a browser on the app's page sends. */
export function apiSession(baseUrl: string): ApiSession {
  let cookie = '';
  const request: Request = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((line) => line.split(';')[0]).filter(Boolean);
    if (set.length > 0) cookie = set.join('; ');
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return { request, cookie: () => cookie };
}

export function expectStatus<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs up, confirms through the mailed link (which sets the password) and signs in. */
export async function signedUp(options: { server: BenchServer; email: string; name: string }): Promise<ApiSession & { user: TUser }> {
  const { server, email, name } = options;
  const session = apiSession(server.baseUrl);
  const { request } = session;
  expectStatus(await request('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name }), 200, 'sign-up');
  const confirmation = await server.smtp.nextMailTo(email, /Confirm your/);
  const token = new URL(linkIn(confirmation, /http:\/\/\S+\/confirm-email\?token=[\w-]+/)).searchParams.get('token');
  expectStatus(await request('POST', '/api/auth/reset-password', { newPassword: PASSWORD, token }), 200, 'confirmation');
  expectStatus(await request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD }), 200, 'sign-in');
  const user = expectStatus(await request<TUser>('GET', `/api/user/email/${encodeURIComponent(email)}`), 200, 'user');
  return { ...session, user };
}
