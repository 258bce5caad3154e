import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_CONTENT_SECURITY_POLICY, PAGE_SHELL_SCRIPT_HASH } from '../src/http/security-headers.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The back office (apps/backoffice/dist) served at /backoffice/: its page at every address under
 * it, its files with the same caching and compression as the player site's, its own headers; the
 * player site's pages and headers unchanged beside it.
 */
let app: TestApp;
let web: string;
let backoffice: string;
const PLAYER_PAGE = '<!doctype html><title>BNW</title>';
const BACKOFFICE_PAGE = '<!doctype html><title>BNW Yönetim Paneli</title><div id="root"></div>';
const ENTRY_JS = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `metin ${i}`))};`;

function makeDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

beforeAll(async () => {
  web = makeDir('bnw-web-');
  fs.writeFileSync(path.join(web, 'index.html'), PLAYER_PAGE);
  fs.writeFileSync(path.join(web, 'index.no-demo.html'), PLAYER_PAGE);
  backoffice = makeDir('bnw-backoffice-');
  fs.mkdirSync(path.join(backoffice, 'assets'));
  fs.writeFileSync(path.join(backoffice, 'index.html'), BACKOFFICE_PAGE);
  fs.writeFileSync(path.join(backoffice, 'assets', 'index-1.js'), ENTRY_JS);
  fs.writeFileSync(path.join(backoffice, 'assets', 'index-1.js.br'), zlib.brotliCompressSync(ENTRY_JS));
  app = await createTestApp({ env: { WEB_DIST_DIR: web, BACKOFFICE_DIST_DIR: backoffice } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(backoffice, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

describe('the back office at /backoffice/', () => {
  it('answers its page at every address under it (the set-up link, a record), never cached', async () => {
    const urls = ['/backoffice', '/backoffice/', `/backoffice/setup?token=${'a'.repeat(64)}`, '/backoffice/players/12'];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BACKOFFICE_PAGE);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves its hashed files as immutable, compressed when the browser accepts it', async () => {
    const response = await get('/backoffice/assets/index-1.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
    const plain = await get('/backoffice/assets/index-1.js');
    expect(plain.body).toBe(ENTRY_JS);
  });

  it('answers a missing file, a non-GET and a path outside its folder with 404, not with the page', async () => {
    expect((await get('/backoffice/assets/missing.js')).statusCode).toBe(404);
    const post = await app.server.inject({ method: 'POST', url: '/backoffice/setup', payload: {} });
    expect(post.statusCode).toBe(404);
    const escape = await get('/backoffice/assets/..%2f..%2fpackage.json');
    expect(escape.body).not.toContain('"workspaces"');
  });

  it('carries its own policy: scripts from itself only (no hash, no inline), inline styles, no framing', async () => {
    for (const url of ['/backoffice/', '/backoffice/players/12', '/backoffice/assets/index-1.js']) {
      const response = await get(url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toBe(BACKOFFICE_CONTENT_SECURITY_POLICY);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain(PAGE_SHELL_SCRIPT_HASH);
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('the player site beside it', () => {
  it('keeps its page and its policy at its own addresses, including look-alikes of /backoffice', async () => {
    for (const url of ['/', '/slot/provider/3', '/backofficex', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PLAYER_PAGE);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain(`script-src 'self' '${PAGE_SHELL_SCRIPT_HASH}'`);
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('still answers the RPC endpoint as before', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/endpoint/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).not.toBe(BACKOFFICE_CONTENT_SECURITY_POLICY);
  });
});

describe('without a built back office', () => {
  it('answers its addresses with 503 and a Turkish line until it is built', async () => {
    const empty = makeDir('bnw-backoffice-empty-');
    const unbuilt = await createTestApp({ env: { WEB_DIST_DIR: web, BACKOFFICE_DIST_DIR: path.join(empty, 'dist') } });
    try {
      for (const url of ['/backoffice/', '/backoffice/setup?token=x']) {
        const response = await unbuilt.server.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.body, url).toContain('Yönetim paneli henüz derlenmedi');
      }
      // A build made while the server runs is served without a restart.
      fs.mkdirSync(path.join(empty, 'dist'));
      fs.writeFileSync(path.join(empty, 'dist', 'index.html'), BACKOFFICE_PAGE);
      expect((await unbuilt.server.inject({ method: 'GET', url: '/backoffice/tickets' })).body).toBe(BACKOFFICE_PAGE);
    } finally {
      await unbuilt.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('leaves /backoffice to the player site when switched off (BACKOFFICE_DIST_DIR empty)', async () => {
    const off = await createTestApp({ env: { WEB_DIST_DIR: web, BACKOFFICE_DIST_DIR: '' } });
    try {
      const response = await off.server.inject({ method: 'GET', url: '/backoffice/setup' });
      expect(response.body).toBe(PLAYER_PAGE);
    } finally {
      await off.close();
    }
  });
});
