import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routePreloads } from './scripts/build/route-preloads';

// The client is built into a staging folder that `npm run build` (scripts/build.mjs) publishes
// into dist/client, served by the same process as the API: assets beside the previous build's,
// precompressed, source maps kept out of it (hidden: no sourceMappingURL comment either).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // What a signed-in visitor's first page needs, for the server to preload (src/server/index-page.ts).
    routePreloads({ library: 'features/palettes/index.ts', 'palette-detail': 'features/palette-detail/index.ts' }),
  ],
  build: { outDir: '../../dist/.client-staging', emptyOutDir: true, sourcemap: 'hidden', manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
