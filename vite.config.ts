import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The web app lives in web/ and is built into dist/web, which server/app.ts serves with an SPA
// fallback. babel-plugin-relay turns graphql`` tags into imports of the __generated__ artifacts.
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: 'public',
  resolve: {
    // zod in the browser runs without eval (see web/src/jitlessZod.ts); the shim itself imports 'zod/v4'.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./web/src/jitlessZod.ts', import.meta.url)) }],
  },
  plugins: [
    react({ babel: { plugins: [['babel-plugin-relay', { eagerEsModules: true }]] } }),
    tailwindcss(),
    compileHints(),
  ],
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
