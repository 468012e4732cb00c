import { HttpResponse, type JsonBodyType } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import type { OpenAPIV3_1 } from 'openapi-types';
import document from '#common/api/openapi.json' with { type: 'json' };
import { assertAnswerMatches, compileContract } from '#common/test/openapi-contract.ts';

// Issue 43: the client's tests answer their requests with MSW (decision 037), at the network's
// edge: the app's own fetch calls, headers and bodies go out as in the browser. Every answer a
// test gives is checked against the API's OpenAPI document (committed as src/common/api/openapi.json
// and kept current by src/server/features/api-docs/openapi.test.ts): a mock the server could not
// give fails the test, so a client test cannot pass on an answer the contract does not allow.

const contract = compileContract(document as unknown as OpenAPIV3_1.Document);

/**
 * The mock server of every client test file (src/client/test/setup.ts starts it once per worker).
 * One per worker even when a test resets the modules (vi.resetModules): kept on globalThis.
 */
const SERVER = Symbol.for('palette-library.api-server');
const held = globalThis as typeof globalThis & { [SERVER]?: SetupServer };
export const apiServer: SetupServer = (held[SERVER] ??= setupServer());

/** Throws when the document does not allow the answer: MSW logs it, and the console fails the test. */
function checked(request: Request, status: number, body: unknown): void {
  const url = new URL(request.url);
  assertAnswerMatches(contract, {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    status,
    contentType: 'application/json',
    body,
  });
}

/** `body` as the JSON answer to `request`, once the API's document allows it for that route and status. */
export function answer(request: Request, body: JsonBodyType, status = 200): Response {
  checked(request, status, body);
  return HttpResponse.json(body, { status });
}

/** The API's error answer, `{ message, code }`. */
export function refuse(request: Request, status: number, code: string, message: string): Response {
  return answer(request, { message, code }, status);
}

/** An answer without a body (204), as the document says the route gives. */
export function answerEmpty(request: Request, status = 204): Response {
  checked(request, status, null);
  return new HttpResponse(null, { status });
}
