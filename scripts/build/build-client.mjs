// @ts-check
// Builds the client with Vite into a staging folder, then publishes it into dist/client.
import path from 'node:path';
import { build } from 'vite';
import { publishClient } from './publish-client.mjs';

/** @param {string} root */
export async function buildClient(root) {
  const staging = path.join(root, 'dist', '.client-staging');
  await build({ root: path.join(root, 'src', 'client'), configFile: path.join(root, 'vite.config.ts'), build: { outDir: staging } });
  return publishClient({
    staging,
    target: path.join(root, 'dist', 'client'),
    sourcemaps: path.join(root, 'dist', 'sourcemaps'),
    builds: path.join(root, 'dist', 'client-builds.json'),
    manifest: path.join(root, 'dist', 'client-manifest.json'),
  });
}
