import type { Config } from '#server/config.ts';
import { signingKey } from './local-signature';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { createS3Store } from './s3-store';

/** Where the app's storage route lives; local uploads go there, and avatars are served from it. */
export const STORAGE_PATH = '/api/storage';

/** The configured driver: S3 when S3_ENDPOINT and S3_BUCKET are set, else files under DATA_DIR. */
export function createObjectStore(options: { config: Config; authSecret: string }): ObjectStore {
  const { config } = options;
  const appUrl = `${config.publicUrl}${STORAGE_PATH}`;
  const storage = config.objectStorage;
  if (storage.kind === 's3') return createS3Store(storage, { appUrl });
  return createLocalStore({ dir: storage.dir, baseUrl: appUrl, signingKey: signingKey(options.authSecret) });
}
