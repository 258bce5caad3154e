import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/vite-precompress';

/**
 * The libraries every screen runs on, in one chunk of their own: a release of the back office
 * changes the app's chunks, not this one, so a browser keeps it cached. Only packages whose every
 * used module belongs to the first screen: the component libraries (MUI's components, react-admin's
 * ra-ui-materialui and ra-core, the forms' react-hook-form, the reports' recharts) are split by the
 * bundler along the areas that use them, so a component only a form uses loads with that form.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion[\\/][^\\/]+|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack[\\/][^\\/]+|stylis|react-is|prop-types|hoist-non-react-statics|clsx)[\\/]/;

/**
 * The back office, served by the server under /backoffice/ (apps/server/src/http/backoffice-site.ts).
 * The same build rules as the player site: `.br` and `.gz` copies beside each text file for the
 * server's content negotiation, and no inline scripts or data: script URLs (its CSP allows
 * scripts from 'self' only). Each area's pages are chunks of their own (src/resources/<area>/index.ts),
 * loaded when the area opens; bench/bundle-size.ts holds the first screen after login to its budget.
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] } },
    },
  },
});
