import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePage } from './vite-page';
import { precompress } from './vite-precompress';
import { serviceWorker } from './vite-service-worker';

export default defineConfig({
  // sitePage: the app's scripts started by the shell after the home banner's paint, and the page without
  // the demo banner, for DEMO_MODE=false (the server picks). precompress: `.br` and `.gz` beside each
  // built text file, sent by the server by content negotiation. serviceWorker: sw.js with this build's
  // version and precache list (README.md, "Installable app").
  plugins: [react(), tailwindcss(), sitePage(), serviceWorker(), precompress()],
  base: '/',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/endpoint': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The first page's chunks are preloaded from the HTML's module list (vite-page.ts), but a lazy page's dynamic import carries no
    // list of the chunks it needs: with some forty lazy pages those lists (the names of chunks the first
    // page mostly loaded already) cost about 2.1 KB gzipped of the first chunk. A page's own shared
    // chunks then load once its chunk is read: one round trip more on the first visit to that page.
    // No polyfill for <link rel="modulepreload">: every es2022 browser but Safari 16 has it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_chunk, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // No inline scripts or data: script URLs: the server's CSP allows scripts from 'self' only.
    assetsInlineLimit: 0,
  },
});
