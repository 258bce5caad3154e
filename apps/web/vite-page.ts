import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const DEMO_ON = '<html lang="tr" data-demo="on">';
const DEMO_OFF = '<html lang="tr" data-demo="off">';
/** The tags Vite writes for the entry module and the chunks it imports. */
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")( crossorigin)/g;

/**
 * The app's scripts at low fetch priority. The first paint is the page shell (index.html's own
 * markup and the stylesheet), which needs none of them: the browser fetches the stylesheet first,
 * and Lighthouse's simulation no longer counts scripts that merely happened to arrive before the
 * first frame as blocking it.
 */
function lowPriorityScripts(page: string): string {
  const result = page.replace(SCRIPT_TAGS, '<$1 fetchpriority="low"$2');
  if (result === page) throw new Error('index.html: no module script tags found to mark fetchpriority="low"');
  return result;
}

/** The same page whose shell hides the demo banner (see the server's static-site.ts). */
function withoutDemoBanner(page: string): string {
  if (!page.includes(DEMO_ON)) throw new Error(`index.html must start its <html> as ${DEMO_ON}`);
  return page.replace(DEMO_ON, DEMO_OFF);
}

/**
 * Finishes the built page: marks the app's scripts low priority in `index.html`, and writes
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
      const page = lowPriorityScripts(await fs.readFile(file, 'utf8'));
      await fs.writeFile(file, page);
      await fs.writeFile(path.join(outDir, 'index.no-demo.html'), withoutDemoBanner(page));
    },
  };
}
