import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrameOriginsCache, launchOrigins } from '../src/http/security-headers.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The player site's pages may frame the games of active providers only (the play page's iframe):
 * `frame-src` lists their launch origins; every other answer keeps the base policy.
 */
let app: TestApp;
let dist: string;

/** Registers the provider, or sets the one the catalogue's seed registered to this address and state. */
async function addProvider(code: string, launchUrl: string, active: boolean): Promise<void> {
  await app.services.db
    .insertInto('game_providers')
    .values({
      code,
      name: code,
      launch_url: launchUrl,
      wallet_secret: 'ab'.repeat(32),
      active: active ? 1 : 0,
      sort_order: 0,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('code').doUpdateSet({ launch_url: launchUrl, active: active ? 1 : 0 }))
    .execute();
}

function frameSources(policy: string): string[] {
  return (directive(policy, 'frame-src') ?? '').split(' ').slice(1);
}

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-csp-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>BNW</title>');
  fs.writeFileSync(path.join(dist, 'index.no-demo.html'), '<!doctype html><title>BNW</title>');
  app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  // As the demo registers the reference provider (port 8090), and one switched off.
  await addProvider('bnw-reference', 'http://localhost:8090/play', true);
  await addProvider('kapali-saglayici', 'https://closed-games.example/launch', false);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the player site's frame-src", () => {
  it("lets a page frame the reference provider's games, not a switched-off provider's", async () => {
    for (const url of ['/', '/play/casino/1', '/play/virtual/1/at-yarisi']) {
      const response = await app.server.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(frameSources(policy), url).toEqual(expect.arrayContaining(["'self'", 'http://localhost:8090']));
      expect(policy).not.toContain('closed-games.example');
      // The rest of the policy is the base one.
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    }
  });

  it("lets only our own pages frame our studio's game pages; every other page refuses framing", async () => {
    const game = await app.server.inject({
      method: 'GET',
      url: '/studio/k-meyve-pazari?token=x&game_id=k-meyve-pazari',
    });
    expect(directive(String(game.headers['content-security-policy']), 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(game.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/', '/studio', '/play/casino/1', '/studios/x']) {
      const page = await app.server.inject({ method: 'GET', url });
      expect(directive(String(page.headers['content-security-policy']), 'frame-ancestors'), url).toBe(
        "frame-ancestors 'none'",
      );
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps the base policy, framing nothing from outside, on answers that are not pages', async () => {
    const rpc = await app.call('maintenance', 'check_status');
    expect(rpc.result).toBe(true);
    const response = await app.post({ api: { class: 'maintenance', method: 'check_status' }, data: {} });
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(policy).not.toContain('localhost:8090');
  });
});

describe('createFrameOriginsCache', () => {
  it('asks the database again only after its time, so a provider switched on shows within it', async () => {
    let now = 1_000_000;
    const origins = createFrameOriginsCache(app.services.db, { ttlMs: 30_000, now: () => now });
    const before = await origins();
    expect(before).toContain('http://localhost:8090');
    await app.services.db
      .updateTable('game_providers')
      .set({ active: 1 })
      .where('code', '=', 'kapali-saglayici')
      .execute();
    now += 29_000;
    expect(await origins()).toEqual(before);
    now += 2_000;
    expect(await origins()).toEqual([...before, 'https://closed-games.example']);
    await app.services.db
      .updateTable('game_providers')
      .set({ active: 0 })
      .where('code', '=', 'kapali-saglayici')
      .execute();
  });
});

describe('launchOrigins', () => {
  it('keeps distinct http(s) origins and drops anything that could bend the header', () => {
    expect(
      launchOrigins([
        'https://games.example.com/launch?brand=bnw',
        'https://games.example.com/other',
        'http://localhost:8090/play',
        'javascript:alert(1)',
        'data:text/html,x',
        'not a url',
        "https://evil.example/; script-src 'unsafe-inline'",
      ]),
    ).toEqual(['https://games.example.com', 'http://localhost:8090', 'https://evil.example']);
  });
});
