import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** The worker's source beside this file, with placeholders for the version and the list. */
const TEMPLATE = path.join('pwa', 'service-worker.js');
/** The template's lines the build fills in (whole statements, so a mention elsewhere is never touched). */
const VERSION_LINE = "const VERSION = '__BNW_SW_VERSION__';";
const PRECACHE_LINE = 'const PRECACHE = __BNW_SW_PRECACHE__;';

function fillIn(template: string, line: string, filled: string): string {
  if (template.split(line).length !== 2) throw new Error(`service worker: the template must hold "${line}" once`);
  return template.replace(line, filled);
}

/** The files of public/ the worker keeps from install on: the offline page needs nothing else. */
const OFFLINE_FILES = ['/offline.html'];

/** The entry chunk, the chunks it imports (the home page's first scripts) and their stylesheets. */
function homeFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('service worker: the build has no entry chunk');
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...files].sort();
}

/** Changes with any built file's name (they carry their content's hash) and with the public files the worker keeps. */
async function buildVersion(bundle: Rollup.OutputBundle, publicDir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(bundle).sort()) hash.update(`${name}\n`);
  for (const file of OFFLINE_FILES) hash.update(await fs.readFile(path.join(publicDir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes `sw.js` (apps/web/pwa/service-worker.js with this build's version and precache list). The
 * list is the home page's own scripts and stylesheet, which the first visit has just fetched, so
 * installing the worker takes them from the browser's HTTP cache and adds nothing to that visit's
 * transfer; other chunks are kept as the player opens their pages. Any change of a built file
 * changes the version, so the browser sees a new worker after every deploy (the update flow in
 * index.html and public/sw-update.js).
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  let root = '';
  return {
    name: 'bnw-service-worker',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      publicDir = config.publicDir;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const precache = [...OFFLINE_FILES, ...homeFiles(bundle).map((file) => `/${file}`)];
      const template = await fs.readFile(path.join(root, TEMPLATE), 'utf8');
      const version = await buildVersion(bundle, publicDir);
      const source = fillIn(
        fillIn(template, VERSION_LINE, `const VERSION = '${version}';`),
        PRECACHE_LINE,
        `const PRECACHE = ${JSON.stringify(precache)};`,
      );
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
