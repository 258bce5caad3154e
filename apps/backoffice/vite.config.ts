import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/vite-precompress';

/**
 * The back office, served by the server under /backoffice/ (apps/server/src/http/backoffice-site.ts).
 * The same build rules as the player site: `.br` and `.gz` copies beside each text file for the
 * server's content negotiation, and no inline scripts or data: script URLs (its CSP allows
 * scripts from 'self' only).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/backoffice/',
  server: {
    port: 5174,
    proxy: {
      '/endpoint': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // react-admin with MUI weighs about a megabyte: a desktop tool on an office connection, not the player site.
    chunkSizeWarningLimit: 2500,
  },
});
