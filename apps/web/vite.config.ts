import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePage } from './vite-page';
import { precompress } from './vite-precompress';

export default defineConfig({
  // sitePage: the app's scripts at low priority (the shell paints without them) and the page without
  // the demo banner, for DEMO_MODE=false (the server picks). precompress: `.br` and `.gz` beside each
  // built text file, sent by the server by content negotiation.
  plugins: [react(), tailwindcss(), sitePage(), precompress()],
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
    // No polyfill for <link rel="modulepreload"> (about 300 gzipped bytes of the first chunk): every
    // browser the es2022 target runs in but Safari 16 has it, and there it only means no preloading.
    modulePreload: { polyfill: false },
    // No inline scripts or data: script URLs: the server's CSP allows scripts from 'self' only.
    assetsInlineLimit: 0,
  },
});
