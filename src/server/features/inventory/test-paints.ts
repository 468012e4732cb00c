import { beforeAll } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { paints } from '#server/db/schema/index.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin } from '#server/test/palette-factories.ts';

/** Catalogue paints the inventory tests add: two of PB29, two of PB15:3, a mixture, and an oil of PB29. */
const PAINTS = {
  wnUltramarine: {
    paintName: 'French Ultramarine',
    manufacturer: 'Winsor & Newton',
    seriesName: 'Professional Watercolour',
    productCode: '263',
    pigmentCodes: ['PB29'],
    hexCode: '#22398F',
    medium: 'Watercolor',
    lightfastness: 'I-Excellent',
    opacity: 'Transparent',
    granulation: 'Granulating',
    staining: 'Non-Staining',
    affiliateLink: 'https://shop.example.com/wn-french-ultramarine',
  },
  dsUltramarine: {
    paintName: 'French Ultramarine',
    manufacturer: 'Daniel Smith',
    productCode: '284600040',
    pigmentCodes: ['PB29'],
    medium: 'Watercolor',
  },
  dsPhthaloBlue: {
    paintName: 'Phthalo Blue (Green Shade)',
    manufacturer: 'Daniel Smith',
    productCode: '284600046',
    pigmentCodes: ['PB15:3'],
    medium: 'Watercolor',
  },
  wnWinsorBlue: {
    paintName: 'Winsor Blue (Green Shade)',
    manufacturer: 'Winsor & Newton',
    productCode: '707',
    pigmentCodes: ['PB15:3'],
    medium: 'Watercolor',
  },
  dsPhthaloBlueRed: {
    paintName: 'Phthalo Blue (Red Shade)',
    manufacturer: 'Daniel Smith',
    productCode: '284600047',
    pigmentCodes: ['PB15'],
    medium: 'Watercolor',
  },
  dsQuinacridoneGold: {
    paintName: 'Quinacridone Gold',
    manufacturer: 'Daniel Smith',
    productCode: '284600213',
    pigmentCodes: ['PO48', 'PY150'],
    medium: 'Watercolor',
  },
  wnOilUltramarine: {
    paintName: 'French Ultramarine',
    manufacturer: 'Winsor & Newton',
    seriesName: 'Artists’ Oil',
    productCode: '1214263',
    pigmentCodes: ['PB29'],
    medium: 'Oil',
  },
} satisfies Record<string, typeof paints.$inferInsert>;

export type TestPaint = keyof typeof PAINTS;

/** Inserts the test paints (once per database: a test file calls it in beforeAll) and answers their ids by key. */
export async function buildTestPaints(db: Db): Promise<Record<TestPaint, string>> {
  const rows = await db
    .insert(paints)
    .values(Object.values(PAINTS).map((paint) => ({ defaultHexCode: '#336699', ...paint })))
    .returning({ id: paints.id });
  const keys = Object.keys(PAINTS) as TestPaint[];
  return Object.fromEntries(keys.map((key, index) => [key, rows[index]?.id ?? ''])) as Record<TestPaint, string>;
}

/**
 * For a file of inventory tests: one app for the file, with an owner, a stranger and an admin, and
 * the test paints' ids by key. They are built in beforeAll: read them in the tests.
 */
export function inventoryTestBed() {
  let built: { t: TestApp; owner: BuiltUser; stranger: BuiltUser; admin: BuiltUser; paint: Record<TestPaint, string> } | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    built = { t, ...(await buildOwnerStrangerAdmin(t)), paint: await buildTestPaints(t.db) };
  });
  const ready = () => {
    if (!built) throw new Error('the inventory test bed is built before the first test');
    return built;
  };
  return {
    get t() {
      return ready().t;
    },
    get owner() {
      return ready().owner;
    },
    get stranger() {
      return ready().stranger;
    },
    get admin() {
      return ready().admin;
    },
    get paint() {
      return ready().paint;
    },
  };
}
