import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';

// Issue 43: an answer checked against the API's OpenAPI document, for the server's tests (the
// app's real answers, src/server/test/api-contract.ts) and the client's (the answers their request
// mocks give, src/client/test/api-mocks.ts, against the document committed beside this file's
// folder: src/common/api/openapi.json).

// ajv-formats is CommonJS: its function is the module itself, or its default under some loaders.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  /** Literal segments first: /palettes/user before /palettes/{id}. */
  parameters: number;
  responses: OpenAPIV3_1.ResponsesObject;
}

export interface Contract {
  operations: Operation[];
  validator: (ref: string) => ValidateFunction;
}

/** Paths the document leaves out on purpose (openapi.test.ts says why). */
const UNDOCUMENTED = /^\/api\/(auth\/|openapi\.json$|docs(\/|$)|storage\/)/;
const SCHEMAS = '#/components/schemas/';

export function compileContract(document: OpenAPIV3_1.Document): Contract {
  // The components become $defs of one schema, so the responses' $refs resolve through Ajv.
  const text = JSON.stringify(document.components?.schemas ?? {}).replaceAll(`"${SCHEMAS}`, '"openapi.json#/$defs/');
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own annotation, not JSON Schema's.
  ajv.addKeyword('example');
  ajv.addSchema({ $id: 'openapi.json', $defs: JSON.parse(text) as object });
  const compiled = new Map<string, ValidateFunction>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item?.[method];
      if (!operation?.responses) continue;
      const source = `/api${path}`.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      operations.push({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source}$`),
        parameters: (path.match(/\{/g) ?? []).length,
        responses: operation.responses,
      });
    }
  }
  operations.sort((a, b) => a.parameters - b.parameters);
  return {
    operations,
    validator: (schemaJson) => {
      let validate = compiled.get(schemaJson);
      if (!validate) {
        const schema = JSON.parse(schemaJson.replaceAll(`"${SCHEMAS}`, '"openapi.json#/$defs/')) as object;
        validate = ajv.compile(schema);
        compiled.set(schemaJson, validate);
      }
      return validate;
    },
  };
}

export interface ReceivedResponse {
  method: string;
  /** The request's path, with its query string if any. */
  url: string;
  status: number;
  contentType: string | null;
  /** The body as JSON, or its text when it is not JSON; null when empty. */
  body: unknown;
}

/**
 * Checks an answer against the document: the operation for the method and path, the response
 * documented for the status (else `default`), its media type and, for JSON, its schema. An API
 * path the document does not have may only answer the error body. Throws, naming what differs.
 */
export function assertAnswerMatches(contract: Contract, received: ReceivedResponse): void {
  const path = received.url.split('?')[0] ?? received.url;
  if (!path.startsWith('/api/') || UNDOCUMENTED.test(path)) return;
  const operation = contract.operations.find((op) => op.method === received.method && op.pattern.test(path));
  const where = `${received.method} ${path} → ${received.status}`;
  const response: OpenAPIV3_1.ResponseObject | undefined = operation
    ? // The generator writes responses in place, never as $refs.
      ((operation.responses[String(received.status)] ?? operation.responses.default) as OpenAPIV3_1.ResponseObject | undefined)
    : { description: 'not found', content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } } };
  if (!response) throw new Error(`${where}: the document has no response for this status`);
  const media = (received.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const content = response.content;
  if (!content || Object.keys(content).length === 0) {
    if (received.body !== null && received.body !== '') throw new Error(`${where}: the document promises no body, the answer has one`);
    return;
  }
  const documented = content[media];
  if (!documented) throw new Error(`${where}: answered as "${media}", documented as ${Object.keys(content).join(', ')}`);
  if (media !== 'application/json' || !documented.schema) return;
  const validate = contract.validator(JSON.stringify(documented.schema));
  if (!validate(received.body)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    throw new Error(
      `${where}: the answer does not match the document (${operation?.path ?? 'Error'}):\n  ${problems.slice(0, 5).join('\n  ')}`,
    );
  }
}
