import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compile-hints';
import { precompileMessages } from './scripts/precompile-messages';

const require = createRequire(import.meta.url);
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The web app lives in web/ and is built into dist/web, which server/app.ts serves with an SPA
// fallback. babel-plugin-relay turns graphql`` tags into imports of the __generated__ artifacts.
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: 'public',
  resolve: {
    // zod in the browser runs without eval (see web/src/jitlessZod.ts); the shim itself imports 'zod/v4'.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./web/src/jitlessZod.ts', import.meta.url)) },
      // The catalogues' messages come parsed (scripts/precompile-messages.ts): formatjs's formatter
      // without its parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
      },
    ],
  },
  plugins: [
    react({ babel: { plugins: [['babel-plugin-relay', { eagerEsModules: true }]] } }),
    tailwindcss(),
    compileHints(),
    precompileMessages(),
    // Installable, and the app shell and every screen's code precached (docs/offline.md). The page
    // registers the worker itself after its first screen (web/src/pwa/register.ts); a new version
    // waits for the next start, so nothing reloads under a half-filled form.
    VitePWA({
      injectRegister: null,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Drum Returns',
        short_name: 'Drum Returns',
        description: 'Book and collect empty cable drums',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0f766e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The worker is the app's own (web/src/sw.ts: the precache, the thumbnails, the pages, and
      // the outbox on Background Sync); the plugin writes the precache's list into it.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // The shell and the code of every screen; the .br/.gz twins and the map's tiles are not.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // One classic script, as the page registers it (web/src/pwa/register.ts).
        rollupFormat: 'iife',
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? new Date().toISOString()) },
  build: {
    outDir: process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: which chunks each screen needs (scripts/route-pages.mjs).
    manifest: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': { target: apiTarget },
      '/dev': { target: apiTarget },
    },
  },
});
