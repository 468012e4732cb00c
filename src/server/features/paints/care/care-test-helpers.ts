import { eq, sql } from 'drizzle-orm';
import { catalogueRevision, paints } from '#server/db/schema/index.ts';
import { assertMatchesContract } from '#server/test/api-contract.ts';
import type { TestClient } from '#server/test/client.ts';
import { TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';

export const CHART_HEADER =
  'paint_name,manufacturer,series_name,product_code,pigment_codes,hex_code,medium,lightfastness,opacity,granulation,staining,source';

/** A file sent as the request's body, as the Catalogue tab sends a chart (the test client sends JSON only), its answer checked against the document. */
export async function sendChart(t: TestApp, client: TestClient | null, body: string | Uint8Array<ArrayBuffer>, contentType = 'text/csv') {
  const url = '/api/admin/catalogue/import';
  const res = await t.app.request(url, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, ...(client ? { cookie: client.cookieHeader() } : {}) },
    body,
  });
  const parsed: unknown = await res.json();
  await assertMatchesContract(t.app, {
    method: 'POST',
    url,
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: parsed,
  });
  return { status: res.status, body: parsed };
}

/** The id of the fixture catalogue's paint of this maker and name. */
export async function paintIdOf(t: TestApp, manufacturer: string, paintName: string): Promise<string> {
  const [row] = await t.db
    .select({ id: paints.id })
    .from(paints)
    .where(sql`${paints.manufacturer} = ${manufacturer} and ${paints.paintName} = ${paintName}`);
  if (!row) throw new Error(`no paint ${manufacturer} ${paintName}`);
  return row.id;
}

export async function revisionOf(t: TestApp): Promise<string | undefined> {
  const [row] = await t.db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.one, true));
  return row?.revision;
}
