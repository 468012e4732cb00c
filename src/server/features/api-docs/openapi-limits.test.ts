import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { ADMIN_EMAIL, createTestApp } from '#server/test/harness.ts';
import { admits, boundaryValues, sample, slotsOf, type TJsonSchema } from '#server/test/openapi-boundaries.ts';
import { startLocal } from '#server/test/storage-drivers.ts';

// Issue 41: the document carries every limit a route holds a request to. For each documented
// parameter and JSON body, values either side of each limit it states (and sizes from 0 to 3 where
// it states no lower one) go to the route inside an otherwise valid request; the route must refuse
// (400) exactly those the document refuses.
// The uploads the requests begin go to a folder of the test's own.
const storage = await startLocal();
afterAll(() => storage.stop());
const t = await createTestApp(storage.env);
const anonymous = createClient(t.app);
const document = (await anonymous.get<OpenAPIV3_1.Document>('/api/openapi.json')).body;
const admin = await buildUser(t, { email: ADMIN_EMAIL });

// Each request from an address of its own: the limits under test, not a per-visitor budget, answer it.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.41.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

type TParameter = OpenAPIV3_1.ParameterObject & { schema: TJsonSchema };

/** One operation, and how to send it with one value changed (or none). */
function operationOf(path: string, method: string, operation: OpenAPIV3_1.OperationObject) {
  const parameters = ((operation.parameters ?? []) as TParameter[]).filter((p) => p.in === 'path' || p.in === 'query');
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema as
    | TJsonSchema
    | undefined;
  // The document's own example request: every parameter it gives an example for, and those that must be sent.
  const base = new Map(parameters.filter((p) => p.in === 'path' || p.required || p.schema.examples).map((p) => [p.name, sample(p.schema)]));
  const caller = operation.security?.length === 0 ? anonymous : admin.client;

  async function send(change: { parameter?: string; value?: unknown; body?: unknown } = {}) {
    const values = new Map(base);
    if (change.parameter) values.set(change.parameter, change.value);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values.get(name))));
    const query = new URLSearchParams(
      parameters.filter((p) => p.in === 'query' && values.has(p.name)).map((p) => [p.name, String(values.get(p.name))]),
    );
    const json = 'body' in change ? change.body : body && sample(body);
    const res = await caller.request<{ message?: string }>(method.toUpperCase(), `/api${url}${query.size ? `?${query}` : ''}`, json, {
      'x-forwarded-for': nextAddress(),
    });
    return { status: res.status, message: res.body?.message ?? '' };
  }
  return { parameters, body, send };
}

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (['get', 'put', 'post', 'delete'] as const).flatMap((method) => {
    const operation = item?.[method];
    return operation ? [{ name: `${method.toUpperCase()} ${path}`, ...operationOf(path, method, operation) }] : [];
  }),
);

interface TAnswer {
  status: number;
  message: string;
}

/** A field tried: where it is, its name ('' for the body as a whole) and the operation's stored-state refusal. */
interface TField {
  in: 'path' | 'query' | 'body';
  name: string;
  storedState: TAnswer | undefined;
}

// A refusal by a route's validator names the field first ('paints.0.parts: Too big'); one of the
// body as a whole ('Nothing to update.') names none, like a service's refusal of what the request
// refers to (an unknown paint), which comes only once the request has passed validation. A body
// over the size the document states is refused whole (413); a path segment the route's pattern
// does not take is no route (404).
const FIELD = /^[\w.]+: /;
function refusesFor(field: TField, answer: TAnswer): boolean {
  if (answer.status === 413) return true;
  if (field.in === 'path' && answer.status === 404 && answer.message.startsWith('No such endpoint')) return true;
  if (answer.status !== 400) return false;
  const { name } = field;
  return name === '' ? !FIELD.test(answer.message) : answer.message.startsWith(`${name}:`) || answer.message.startsWith(`${name}.`);
}

// The document's word on the size of a body.
const bodyLimit = Number(/Request bodies are at most (\d+) KiB/.exec(document.info.description ?? '')?.[1]) * 1024;
const fitsTheBody = (body: unknown) => Buffer.byteLength(JSON.stringify(body)) <= bodyLimit;

// Refusals of a request's example that depend on what is stored, not on a limit (a picture or an
// upload must be the caller's): a value given this answer was judged on that before its limits, and
// is not judged here; one refused for its field still must be one the document refuses.
const STORED_STATE: Record<string, TAnswer> = {
  'PUT /users/{id}/avatar': { status: 400, message: 'avatarUrl: send the URL the picture was uploaded to.' },
  'GET /s3/multipart/{uploadId}/{partNumber}': { status: 403, message: 'This upload belongs to another account.' },
};
const sameAnswer = (a: TAnswer, b: TAnswer | undefined) => a.status === b?.status && a.message === b.message;

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} characters)` : text;
};

describe('the OpenAPI document’s limits', () => {
  let tried = 0;
  const probed = operations.filter(
    (operation) =>
      (operation.body ? slotsOf(operation.body) : []).length > 0 || operation.parameters.some((p) => boundaryValues(p.schema).length > 0),
  );

  // One test per route: each within its own time, and a mismatch names its route.
  it.each(probed.map((operation) => [operation.name, operation] as const))(
    'are the routes’ refusals: %s refuses (400) exactly the values its document refuses',
    async (_, operation) => {
      const mismatches: string[] = [];
      const judge = (field: TField, value: unknown, documented: boolean, answer: TAnswer) => {
        if (sameAnswer(answer, field.storedState)) return;
        tried += 1;
        if (refusesFor(field, answer) === !documented && answer.status < 500) return;
        const said = documented ? 'admits' : 'refuses';
        mismatches.push(
          `${operation.name} ${field.name || '(the body)'} = ${shown(value)}: the document ${said} it, the route answered ${answer.status} ${answer.message}`,
        );
      };
      const slots = operation.body ? slotsOf(operation.body) : [];
      const limited = operation.parameters.filter((p) => boundaryValues(p.schema).length > 0);
      const storedState = STORED_STATE[operation.name];
      const plain = await operation.send();
      if (storedState) expect(plain, `${operation.name} still refuses its example so`).toEqual(storedState);
      else if (plain.status === 400 && FIELD.test(plain.message))
        mismatches.push(`${operation.name}: its example request is refused: ${plain.message}`);
      for (const parameter of limited) {
        const field = { in: parameter.in as TField['in'], name: parameter.name, storedState };
        for (const value of boundaryValues(parameter.schema)) {
          // An empty path segment is another path, not a value.
          if (parameter.in === 'path' && String(value) === '') continue;
          judge(field, value, admits(parameter.schema, value), await operation.send({ parameter: parameter.name, value }));
        }
      }
      for (const slot of slots) {
        const field = { in: 'body' as const, name: slot.path, storedState };
        for (const value of boundaryValues(slot.schema)) {
          const body = slot.put(value);
          judge(field, value, admits(slot.schema, value) && fitsTheBody(body), await operation.send({ body }));
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('were tried at more than 300 values in all', () => {
    expect(tried).toBeGreaterThan(300);
  });
});

describe('the values tried in a field', () => {
  it('lie either side of each limit and just inside, and keep a field’s pattern while they test its length', () => {
    const lengths = (schema: TJsonSchema) => boundaryValues(schema).map((value) => String(value).length);
    expect(lengths({ type: 'string', minLength: 3, maxLength: 9 })).toEqual([2, 3, 4, 5, 6, 8, 9, 10]);
    expect(lengths({ type: 'string', maxLength: 50 })).toEqual([0, 1, 2, 3, 25, 49, 50, 51]);
    expect(boundaryValues({ type: 'integer', minimum: 1, maximum: 50 })).toEqual([0, 1, 2, 49, 50, 51, 1.5]);
    expect(boundaryValues({ type: 'string', enum: ['OR', 'AND'] })).toEqual([]);
    const email = { type: 'string', maxLength: 254, pattern: '^[^@]+@[a-z]+\\.[a-z]+$' } satisfies TJsonSchema;
    const [, , , , , , atMost] = boundaryValues(email).map(String);
    expect(atMost).toHaveLength(254);
    expect(admits(email, atMost)).toBe(true);
    expect(admits(email, `a${atMost}`)).toBe(false);
  });
});
