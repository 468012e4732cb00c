import { ERROR_CODES, type TErrorCode, type ToastText } from '#common/constants.ts';
import { takeBootstrapped } from './bootstrap';

/**
 * A non-OK answer from our API. The message follows the spec (§8: "status: body text"), while
 * status, code and serverMessage let callers react to the server's `{message, code}` body
 * without parsing the message string.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode | null;
  readonly serverMessage: string | null;
  /** The answer's JSON, for a refusal that says more than its message (a 422 import's rows); null when not JSON. */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(bodyText);
    const body = errorBodyOf(this.body);
    this.code = body.code;
    this.serverMessage = body.message;
  }
}

function parseJson(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText);
  } catch {
    return null;
  }
}

function errorBodyOf(parsed: unknown): { code: TErrorCode | null; message: string | null } {
  if (typeof parsed !== 'object' || parsed === null) return { code: null, message: null };
  const { code, message } = parsed as Record<string, unknown>;
  return {
    code: ERROR_CODES.find((known) => known === code) ?? null,
    message: typeof message === 'string' ? message : null,
  };
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type (a file's text, e.g. text/csv, or a spreadsheet), instead of a JSON body. */
  file?: { text: string | Blob; type: string };
  /** Cancels the request; a query passes on the signal TanStack Query gives its query function. */
  signal?: AbortSignal;
}

/** What a query's getter takes besides its own arguments: the query's signal, passed on to fetch. */
export interface QueryRequestOptions {
  signal?: AbortSignal;
}

/** Sends a request with the session cookie and throws ApiError on a non-OK answer. */
export async function apiFetch(path: string, { method = 'GET', body, file, signal }: RequestOptions = {}): Promise<Response> {
  const sent = file
    ? { type: file.type, text: file.text }
    : body === undefined
      ? null
      : { type: 'application/json', text: JSON.stringify(body) };
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: sent ? { 'Content-Type': sent.type } : undefined,
    body: sent?.text,
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

/**
 * Like apiFetch, and returns the parsed JSON body; callers validate it with a schema (or take it
 * as documented: apiJsonAs). A GET the page came with the answer to (lib/bootstrap.ts) is answered
 * from there, once, also when it only carries a signal.
 */
export async function apiJson(path: string, options?: RequestOptions): Promise<unknown> {
  const served = isPlainGet(options) ? takeBootstrapped(path) : undefined;
  if (served !== undefined) return served;
  const response = await apiFetch(path, options);
  return response.json();
}

/**
 * Like apiJson, for an answer taken as the API documents it, unparsed: `T` is the type of the
 * route's response schema in src/common/schemas, and the server's tests check every answer against
 * the OpenAPI document made from those schemas. The landing page's own requests (config, the
 * product user) read their answers so, which keeps zod out of its script (decision 017).
 */
export async function apiJsonAs<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiJson(path, options)) as T;
}

/** A GET with no body and no file: the kind of request the bootstrap data can answer. */
function isPlainGet(options: RequestOptions | undefined): boolean {
  if (options === undefined) return true;
  return (options.method ?? 'GET') === 'GET' && options.body === undefined && options.file === undefined;
}

/** The server's own words (its `{message}`), when the failure came from the server at all. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** A spec toast, with the server's explanation in place of the description when it gave one. */
export function withServerReason(text: ToastText, error: unknown): ToastText {
  const reason = serverMessageOf(error);
  return reason ? { title: text.title, description: reason } : text;
}
