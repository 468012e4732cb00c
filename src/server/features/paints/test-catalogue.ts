import { fileURLToPath } from 'node:url';
import type { Db } from '#server/db/client.ts';
import { importCatalogue } from './import/import-catalogue';

/** A file of this feature's test catalogue (fixtures/), as an absolute path. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

/** The test catalogue: 15 pigments and 18 paints of five manufacturers. */
export function importFixtureCatalogue(db: Db) {
  return importCatalogue({ db, files: [fixture('watercolors.csv'), fixture('pigments.csv')] });
}
