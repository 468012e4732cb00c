import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageChunks } from './scripts/build/page-chunks.ts';
import { routePreloads } from './scripts/build/route-preloads.ts';

// The screens a signed-in visitor's first page shows (NAME -> the module their import() loads).
const FIRST_SCREENS = { library: 'features/palettes/index.ts', 'palette-detail': 'features/palette-detail/index.ts' };
const chunks = pageChunks(FIRST_SCREENS);

// The client is built into a staging folder that `npm run build` (scripts/build.mjs) publishes
// into dist/client, served by the same process as the API: assets beside the previous build's,
// precompressed, source maps kept out of it (hidden: no sourceMappingURL comment either).
export default defineConfig(({ command }) => ({
  root: 'src/client',
  // React Router 7's package exports name its development build for every condition (its issues
  // 12532 and 14102: "intended to be temporary"); its production build, beside it in the package,
  // has no dev warnings or their checks. The build takes that one (issue 43).
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
            },
          ]
        : [],
  },
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // What a signed-in visitor's first page needs, for the server to preload (src/server/index-page.ts).
    routePreloads(FIRST_SCREENS),
    chunks.plugin,
  ],
  build: {
    outDir: '../../dist/.client-staging',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
