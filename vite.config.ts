import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jobWords } from './scripts/vite-job-words.ts';
import { lingui } from './scripts/vite-lingui.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { routeAssets } from './scripts/vite-route-assets.ts';
import { stableIds } from './scripts/vite-stable-ids.ts';
import { stylesheetsFirst } from './scripts/vite-styles-first.ts';
import { START_ON_INTENT_SOURCE } from './shared/ssr/start-on-intent.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The API and the web app share one origin; in dev, Vite proxies API, files and sockets to the
// server on API_ORIGIN so the Host header (and so the tenant) stays the page's own.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
// Fixture mode has no server, so nothing renders its pages but the browser.
const fixtures = process.env.VITE_FIXTURES === 'true';

export default defineConfig({
  plugins: [
    jobWords(),
    lingui(),
    stableIds(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    routeAssets(),
    stylesheetsFirst(),
    precompress(),
  ],
  resolve: {
    alias: {
      '@generated': dir('./generated'),
      '@fixtures': dir('./fixtures'),
      '@shared': dir('./shared'),
      '@': dir('./src'),
    },
  },
  server: {
    proxy: {
      '/client': { target: apiOrigin, changeOrigin: false },
      '/countries': { target: apiOrigin, changeOrigin: false },
      '/files': { target: apiOrigin, changeOrigin: false },
      '/socket.io': { target: apiOrigin, changeOrigin: false, ws: true },
      '/dev/mailbox': { target: apiOrigin, changeOrigin: false },
      '/events': { target: apiOrigin, changeOrigin: false },
      '/session': { target: apiOrigin, changeOrigin: false },
    },
  },
  // The fixture-mode preview answers every call in the browser; it must not proxy anything.
  preview: { proxy: {} },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
    // Chunks named by their hash alone: the entry lists every lazy route's chunks to preload them,
    // and their readable names ("useQuery-", "company-profile-page-") were 3 kB of the first page's
    // gzip. The entry keeps its name; devtools read the sources through the source maps.
    rollupOptions: {
      // The app's page, and the small module a guest's server-rendered page starts it with
      // (src/start-on-intent.ts; the server finds it through the build's manifest).
      input: { index: dir('./index.html'), 'start-on-intent': dir(`./${START_ON_INTENT_SOURCE}`) },
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  // `vite build` builds the browser's app and then the server's render of the public pages
  // (docs/server-rendering.md) into <outDir>/server/, in that order: the browser's build empties
  // <outDir>. The server's folder follows the browser's wherever `--outDir` puts it (a build of
  // one's own beside a shared dist/, docs/posting-e2e.md): the CLI's --outDir reaches only the
  // browser's environment.
  ...(fixtures
    ? {}
    : {
        builder: {
          async buildApp(builder) {
            const { client, ssr } = builder.environments;
            if (!client || !ssr) throw new Error('vite.config.ts: the client and ssr environments are both built');
            await builder.build(client);
            ssr.config.build.outDir = join(client.config.build.outDir, 'server');
            await builder.build(ssr);
          },
        },
        environments: {
          client: {},
          ssr: {
            // Lingui is bundled into the server's render as into the browser's build: it is then
            // no package of the production install (whose npm would also bring its optional peer,
            // the macro's Babel plugin, and with it TypeScript). Its message compiler (for development)
            // comes along with its parser.
            resolve: { noExternal: [/^@lingui\//, /^@messageformat\//, 'moo'] },
            build: {
              outDir: 'dist/server',
              emptyOutDir: false,
              copyPublicDir: false,
              manifest: false,
              sourcemap: false,
              rollupOptions: { input: 'src/ssr/entry-server.tsx' },
            },
          },
        },
      }),
});
