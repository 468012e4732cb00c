import type { App } from '#server/app.ts';
import { assertMatchesContract } from './api-contract';
import { TEST_ORIGIN } from './harness';

let nextAddress = 1;

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * An API client with its own cookie jar and client address, like one browser on one machine.
 * Requests carry the app's Origin, as a browser's would. Every answer must match /api/openapi.json.
 */
export function createClient(app: App, options: { ip?: string; cookies?: Map<string, string> } = {}) {
  const ip = options.ip ?? `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const cookies = options.cookies ?? new Map<string, string>();

  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    /** Added to (or, given as undefined, taken from) what the client sends. */
    extraHeaders: Record<string, string | undefined> = {},
  ): Promise<TestResponse<T>> {
    const headers = Object.fromEntries(
      Object.entries({ origin: TEST_ORIGIN, 'x-forwarded-for': ip, ...extraHeaders }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    if (cookies.size > 0) headers.cookie = cookieHeader();
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await app.request(path, { method, headers, body: payload }, undefined);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    // Every answer an API test receives is checked against the API's own OpenAPI document.
    await assertMatchesContract(app, { method, url: path, status: res.status, contentType: res.headers.get('content-type'), body: parsed });
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return {
    ip,
    request,
    get: <T = unknown>(path: string) => request<T>('GET', path),
    post: <T = unknown>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    put: <T = unknown>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
    delete: <T = unknown>(path: string) => request<T>('DELETE', path),
    hasSession: () => [...cookies.keys()].some((k) => k.includes('session_token')),
    /** The Cookie header this browser sends, for a request made without this client. */
    cookieHeader,
    /** Another tab of this browser, holding the cookies as they are now, reaching `other` (another instance, or this one). */
    through: (other: App) => createClient(other, { ip, cookies: new Map(cookies) }),
  };
}

export type TestClient = ReturnType<typeof createClient>;
