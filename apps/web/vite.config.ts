import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { prerenderPublicPages, STATIC_PAGE_ENTRY } from './vite-prerender.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // prerenderPublicPages: the marketing pages as HTML for visitors without a session; precompress: .br and .gz
  // beside every text file of the build (those pages included), which the API serves by Accept-Encoding.
  plugins: [react(), tailwindcss(), prerenderPublicPages(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@assay/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  build: {
    // The manifest lets the e2e suite and bench/ tell which chunks a page loads.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The SPA, and the few lines of script the prerendered public pages load instead of it.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'static-page': fileURLToPath(new URL(`./${STATIC_PAGE_ENTRY}`, import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/health': apiTarget,
      // The certificate issuer's DID document (the public verification page reads it).
      '/.well-known': apiTarget,
    },
  },
});
