import { inspectRoutes } from 'hono/dev';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { assertMatchesContract } from '#server/test/api-contract.ts';
import { createClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

const t = await createTestApp({ PRODUCT_NAME: 'Palette Library' });
const client = createClient(t.app);
const document = (await client.get<OpenAPIV3_1.Document>('/api/openapi.json')).body;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of this deployment', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Palette Library API');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  // The client's tests answer their requests from mocks checked against this document, as it is
  // committed (src/client/test/api-mocks.ts): a route that changes fails here until the copy is
  // renewed (`npx vitest run -u src/server/features/api-docs/openapi.test.ts`), and then the
  // client's mocks that no longer fit it fail.
  it('is the document committed for the client tests', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot('../../../common/api/openapi.json');
  });

  // Left out: the auth library's routes, the document and its page, and /storage: the object store's
  // own URLs (signed upload URLs and stored files), handed out by the API as opaque links (with S3
  // they are the bucket's).
  it('documents every route of the API', () => {
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const routes = inspectRoutes(t.app)
      .filter((route) => !route.isMiddleware && route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((route) => ({ method: route.method, path: route.path.slice('/api'.length).replace(/:(\w+)(\{[^}]*\})?/g, '{$1}') }))
      .filter((route) => !/^\/(auth\/|openapi\.json$|docs(\/|$)|storage\/)/.test(route.path));
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.map((route) => `${route.method} ${route.path}`).filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('names the request schemas from the validators and the answers by status, errors included', () => {
    const getPalette = document.paths?.['/palettes/{id}']?.get;
    expect(getPalette?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'id', required: true }),
        expect.objectContaining({ in: 'query', name: 'share' }),
      ]),
    );
    expect(Object.keys(getPalette?.responses ?? {}).sort()).toEqual(['200', '400', 'default']);
    const createColor = document.paths?.['/colors']?.post;
    const requestBody = createColor?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    const body = requestBody?.content['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
    expect(body?.required).toEqual(expect.arrayContaining(['paletteId', 'paintName']));
    expect(body?.properties?.hexCode).toMatchObject({ pattern: '^#[0-9A-Fa-f]{6}$' });
    expect(document.paths?.['/palettes/{id}/export']?.get?.responses?.['200']).toMatchObject({
      content: { 'application/pdf': {}, 'text/csv': {}, 'application/octet-stream': {}, 'text/plain': {} },
    });
    expect(document.components?.schemas?.Error).toMatchObject({ required: ['message', 'code'] });
  });

  it('puts every route in one of the groups it describes', () => {
    const groups = new Set((document.tags ?? []).map((tag) => tag.name));
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]);
    expect(operations.filter((operation) => operation.tags?.length !== 1 || !groups.has(operation.tags[0] ?? ''))).toEqual([]);
  });

  it('says which routes need a session', () => {
    expect(document.paths?.['/palettes/user']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths?.['/paints']?.get?.security).toEqual([]);
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });
});

// The API tests check every answer they receive with this (test/client.ts); here, that it can fail.
describe('the contract check', () => {
  const answer = { method: 'GET', url: '/api/palettes/user', status: 200, contentType: 'application/json' };

  it('refuses an answer with a field the document does not have, or lacking one it requires', async () => {
    await expect(assertMatchesContract(t.app, { ...answer, body: [{ id: 'x' }] })).rejects.toThrow(/must have required property 'name'/);
    const painter = await buildUser(t);
    await buildPalette(t.db, { userId: painter.user.id, colorCount: 3 });
    const palettes = (await painter.client.get<unknown[]>('/api/palettes/user')).body;
    expect(palettes).toHaveLength(1);
    await expect(assertMatchesContract(t.app, { ...answer, body: palettes })).resolves.toBeUndefined();
  });

  it('refuses a status the route does not document with a body that is not the error body', async () => {
    await expect(assertMatchesContract(t.app, { ...answer, status: 404, body: { message: 'Not found.' } })).rejects.toThrow(/code/);
    await expect(
      assertMatchesContract(t.app, { ...answer, status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } }),
    ).resolves.toBeUndefined();
  });

  it('refuses a body where the document promises none, and the wrong media type', async () => {
    await expect(
      assertMatchesContract(t.app, {
        ...answer,
        method: 'DELETE',
        url: '/api/colors/0b6c1ad6-2b1f-4c39-9d3a-2f6f8a1c0e11',
        status: 204,
        body: {},
      }),
    ).rejects.toThrow(/no body/);
    await expect(assertMatchesContract(t.app, { ...answer, contentType: 'text/html', body: '<p>' })).rejects.toThrow(/text\/html/);
  });
});

describe('GET /api/docs', () => {
  it('is a reference page whose scripts are served by the app itself', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Palette Library API</title>');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const source of sources) {
      const res = await t.app.request(source, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, source).toBe(200);
      expect((await res.arrayBuffer()).byteLength, source).toBeGreaterThan(50);
    }
    const start = await (await t.app.request('/api/docs/start.js')).text();
    expect(start).toContain("url: '/api/openapi.json'");
  });
});
