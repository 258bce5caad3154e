import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTALL_SCRIPT_HASH, PAGE_SHELL_SCRIPT_HASH } from '../src/http/security-headers.js';
import { REPO_ROOT } from './support/server-process.js';
import { type TestApp, createTestApp, REAL_MONEY_ENV } from './support/test-app.js';

let app: TestApp;
let dist: string;
const INDEX_HTML = '<!doctype html><title>BNW</title>';
const NO_DEMO_HTML = '<!doctype html><title>BNW, no demo</title>';
/** Large enough for the build to have made its `.br` and `.gz` copies. */
const ENTRY_JS = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `metin ${i}`))};`;

/** The installable app's files (apps/web/public, and sw.js written by the build). */
const SERVICE_WORKER_JS = `const PRECACHE = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `/assets/chunk-${i}.js`))};`;
const MANIFEST = JSON.stringify({ name: 'BNW Casino', start_url: '/', display: 'standalone' });
const OFFLINE_HTML = '<!doctype html><title>Bağlantı yok</title>';

/** What the build's precompress step writes: the file, its brotli and its gzip copy. */
function writeWithCompressedCopies(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writeWithCompressedCopies(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithCompressedCopies(path.join(dist, 'index.no-demo.html'), NO_DEMO_HTML);
  writeWithCompressedCopies(path.join(dist, 'assets', 'entry-1.js'), ENTRY_JS);
  writeWithCompressedCopies(path.join(dist, 'sw.js'), SERVICE_WORKER_JS);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  fs.writeFileSync(path.join(dist, 'offline.html'), OFFLINE_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static hosting of the player site', () => {
  it('answers every page path with index.html, never cached', async () => {
    for (const url of ['/', '/slot/provider/3', '/no/such/page', '/account_reset?token=x']) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>BNW</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, including ones built after the start', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-2.js'), 'console.log(2)');
    const response = await app.server.inject({ method: 'GET', url: '/assets/later-2.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('precompressed files by content negotiation', () => {
  const get = (url: string, acceptEncoding?: string) =>
    app.server.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli when the browser accepts it, with the type, the encoding, Vary and the immutable cache', async () => {
    const response = await get('/assets/entry-1.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends gzip when only gzip is accepted (or brotli is refused)', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip']) {
      const response = await get('/assets/entry-1.js', accepted);
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(ENTRY_JS);
    }
  });

  it('sends the file itself when no compression is accepted, still with Vary', async () => {
    for (const accepted of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/entry-1.js', accepted);
      expect(response.headers['content-encoding'], String(accepted)).toBeUndefined();
      expect(response.body).toBe(ENTRY_JS);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('sends a small file without copies as it is, whatever is accepted', async () => {
    const response = await get('/assets/app-1.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('compresses the page too, never cached, at / and at any page path', async () => {
    for (const url of ['/', '/slot/provider/3']) {
      const refused = await get(url, 'br;q=0, gzip');
      expect(refused.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(refused.rawPayload).toString()).toBe(INDEX_HTML);
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });
});

describe('the page of this installation', () => {
  it('is index.html in demo mode, also when a page file is asked by name', async () => {
    for (const url of ['/', '/index.html', '/index.no-demo.html']) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('is index.no-demo.html (its shell without the demo banner) when demo mode is off', async () => {
    const live = await createTestApp({ env: { WEB_DIST_DIR: dist, ...REAL_MONEY_ENV } });
    try {
      for (const url of ['/', '/index.html', '/slot']) {
        const response = await live.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(response.headers['content-encoding'], url).toBe('gzip');
        expect(zlib.gunzipSync(response.rawPayload).toString(), url).toBe(NO_DEMO_HTML);
      }
    } finally {
      await live.close();
    }
  });

  it("lets the page's inline scripts run (the shell's, the app install's): their hashes are in the Content-Security-Policy", async () => {
    const page = fs.readFileSync(path.join(REPO_ROOT, 'apps', 'web', 'index.html'), 'utf8');
    const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    const hashes = inlineScripts.map(
      (script) => `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`,
    );
    expect(hashes).toEqual([PAGE_SHELL_SCRIPT_HASH, APP_INSTALL_SCRIPT_HASH]);
    const response = await app.server.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' '${hashes.join("' '")}';`);
  });
});

describe('the installable app: manifest, service worker, offline page', () => {
  const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
    app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('serves the manifest as application/manifest+json, revalidated on every visit', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toMatchObject({ name: 'BNW Casino', display: 'standalone' });
  });

  it('serves sw.js as JavaScript and never from a cache, so a deploy reaches the browser at once', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await get('/sw.js', encoding);
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
      expect(response.headers['cache-control'], encoding).not.toContain('immutable');
    }
  });

  it('serves the offline page itself (not the app page) as HTML, never cached by HTTP', async () => {
    const response = await get('/offline.html', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(OFFLINE_HTML);
  });

  it('lets the page use our own manifest and service worker, and only ours, in its Content-Security-Policy', async () => {
    for (const url of ['/', '/slot', '/sw.js', '/manifest.webmanifest']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy, url).toContain("manifest-src 'self'");
      expect(policy, url).toContain("worker-src 'self'");
      expect(policy, url).not.toMatch(/(manifest|worker)-src[^;]*(\*|https?:|blob:|data:)/);
    }
  });
});
