// Issue 28's studio of 2,000 paints, as bench:api reads it and bench:web shows it.
import { LIMITS } from '#common/constants.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import type { TPaintsPage } from '#common/schemas/paints.ts';
import type { HttpBrowser } from '#server/test/http-browser.ts';
import { expectStatus } from './api-session';

/**
 * Issue 28: a studio of LIMITS.inventoryItemsMax paints, a quarter added from the catalogue (their
 * Buy links read with the list), the rest imported by CSV, 400 rows a file (under the 64 KB body limit).
 */
export async function seedStudio(painter: HttpBrowser, baseUrl: string) {
  const { request, cookie } = painter;
  const catalogue = Math.floor(LIMITS.inventoryItemsMax / 4);
  const forms = ['tube', 'pan', 'half pan'] as const;
  for (let page = 1; page <= Math.ceil(catalogue / 100); page += 1) {
    const { paints } = expectStatus(await request<TPaintsPage>('GET', `/api/paints?page=${page}&pageSize=100`), 200, 'catalogue');
    for (const [i, paint] of paints.entries()) {
      const item = { cataloguePaintId: paint.id, form: forms[i % forms.length], level: 'half', confirmDuplicate: true };
      expectStatus(await request('POST', '/api/inventory', item), 201, 'catalogue item');
    }
  }
  const rows = Array.from({ length: LIMITS.inventoryItemsMax - catalogue }, (_, i) => {
    const hex = ((i * 0x2f1b3 + 0x102030) & 0xffffff).toString(16).padStart(6, '0').toUpperCase();
    return `Studio Maker ${i % 40},Hand Paint ${i},PB${(i % 80) + 1},#${hex},Watercolor,Artist,I-Excellent,Transparent,,,tube,${i % 7 === 0 ? 'low' : 'full'},${1 + (i % 3)},${i % 11 === 0 ? 'yes' : 'no'},${i % 5 === 0 ? 'bought in Florence' : ''}`;
  });
  const header =
    'Manufacturer,Paint name,Pigment codes,Hex,Medium,Series,Lightfastness,Opacity,Granulation,Staining,Form,Level,Count,Wish,Notes';
  for (let from = 0; from < rows.length; from += 400) {
    const res = await fetch(`${baseUrl}/api/inventory/import`, {
      method: 'POST',
      headers: { cookie: cookie(), origin: baseUrl, 'content-type': 'text/csv' },
      body: [header, ...rows.slice(from, from + 400)].join('\r\n'),
    });
    if (res.status !== 200) throw new Error(`studio import: ${res.status} ${await res.text()}`);
  }
  const items = expectStatus(await request<TInventoryItem[]>('GET', '/api/inventory'), 200, 'studio');
  if (items.length !== LIMITS.inventoryItemsMax) throw new Error(`the studio holds ${items.length} items`);
  const [first] = items;
  if (!first) throw new Error('the studio is empty');
  let count = first.count;
  // Changes to the studio, one at a time, as a painter makes them: a paint's count, one up or down.
  const change = async (times = 1) => {
    for (let n = 0; n < times; n += 1) {
      count = count === 1 ? 2 : 1;
      expectStatus(await request('PUT', `/api/inventory/${first.id}`, { count }), 200, 'studio change');
    }
  };
  return { cookie: cookie(), change };
}
