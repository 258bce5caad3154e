import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const DEMO_ON = '<html lang="tr" data-demo="on">';
const DEMO_OFF = '<html lang="tr" data-demo="off">';
/** The tags Vite writes for the entry module and the chunks it imports. */
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAGS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Where the page lists them instead; index.html's shell script reads it (keep the name equal). */
const MODULE_LIST_META = 'bnw-app-modules';

/**
 * The app's scripts leave the HTML for a list the shell script starts from once the home page's
 * banner has painted (index.html; docs/decisions.md 28). As tags, the browser fetched them beside
 * the stylesheet and the banner and ran them before the first frame, so the page's largest picture
 * waited for about 140 KB of scripts and their evaluation; listed, they are fetched after it.
 * The entry comes first, then the chunks it imports (preloaded, so they come in parallel).
 */
function scriptsAfterTheBanner(page: string): string {
  const entry = ENTRY_TAG.exec(page);
  if (!entry?.[1]) throw new Error('index.html: the built page has no module script tag to defer');
  const preloads = [...page.matchAll(PRELOAD_TAGS)];
  let result = page.replace(entry[0], '');
  for (const preload of preloads) result = result.replace(preload[0], '');
  const urls = [entry[1], ...preloads.map((preload) => preload[1])];
  return result.replace('</head>', `  <meta name="${MODULE_LIST_META}" content="${urls.join(' ')}">\n  </head>`);
}

/** The same page whose shell hides the demo banner (see the server's static-site.ts). */
function withoutDemoBanner(page: string): string {
  if (!page.includes(DEMO_ON)) throw new Error(`index.html must start its <html> as ${DEMO_ON}`);
  return page.replace(DEMO_ON, DEMO_OFF);
}

/**
 * Finishes the built page: lists the app's scripts for the shell to start in `index.html`, and writes
 * `index.no-demo.html` beside it, which the server sends when the installation is not in demo
 * mode (DEMO_MODE=false), so that the banner painted before any script runs tells the truth.
 */
export function sitePage(): Plugin {
  let outDir = '';
  return {
    name: 'bnw-site-page',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const file = path.join(outDir, 'index.html');
      const page = scriptsAfterTheBanner(await fs.readFile(file, 'utf8'));
      await fs.writeFile(file, page);
      await fs.writeFile(path.join(outDir, 'index.no-demo.html'), withoutDemoBanner(page));
    },
  };
}
