import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>BNW</title>');
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
