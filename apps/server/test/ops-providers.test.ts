import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providersCommand } from '../src/ops/providers-command.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { createGame, playerInGame, walletCall } from './support/wallet.js';
import { captureOutput } from './support/console.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const code = `ops${process.pid}`;

describe('providers command', () => {
  it('adds a provider, prints its secret once, and the wallet accepts calls signed with it', async () => {
    const output = captureOutput();
    expect(
      await providersCommand(
        ['add', code, 'Ops Games', '--launch-url', 'https://ops.example.com/launch'],
        app.services,
      ),
    ).toBe(0);
    const secret = output[1]!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const row = await app.services.db
      .selectFrom('game_providers')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const provider = { id: row.id, code, secret };
    const { token } = await playerInGame(app, await createGame(app, provider));
    expect(await walletCall(app, provider, 'balance', { token, request_id: 'r' })).toMatchObject({ status: 'OK' });

    expect(await providersCommand(['list'], app.services)).toBe(0);
    expect(output.at(-1)).toBe(`${code}  Ops Games  https://ops.example.com/launch  aktif`);
    expect(output.join('\n')).not.toContain(`${secret}  `);

    expect(await providersCommand(['rotate-secret', code], app.services)).toBe(0);
    const rotated = output.at(-1)!;
    expect(rotated).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated).not.toBe(secret);
    expect(await walletCall(app, provider, 'balance', { token, request_id: 'r' })).toMatchObject({
      status: 'INVALID_SIGNATURE',
    });
    expect(await walletCall(app, { code, secret: rotated }, 'balance', { token, request_id: 'r' })).toMatchObject({
      status: 'OK',
    });
  });

  it('refuses a taken code, a bad address, an unknown provider and bad usage', async () => {
    const output = captureOutput();
    const add = (c: string, url: string) => providersCommand(['add', c, 'X', '--launch-url', url], app.services);
    expect(await add(code, 'https://ops.example.com')).toBe(2);
    expect(await add(`${code}b`, 'http://insecure.example.com')).toBe(2);
    expect(await add('Bad Code', 'https://ops.example.com')).toBe(2);
    expect(await providersCommand(['rotate-secret', 'nobody'], app.services)).toBe(2);
    expect(await providersCommand(['dance'], app.services)).toBe(2);
    expect(output).toEqual([
      'Bu kodla bir sağlayıcı zaten var.',
      expect.stringContaining('https://'),
      expect.stringContaining('Kod'),
      'Bu kodla bir sağlayıcı yok.',
      expect.stringContaining('Kullanım'),
    ]);
  });
});
