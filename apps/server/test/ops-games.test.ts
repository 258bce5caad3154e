import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rtpBasisPoints } from '../src/modules/casino/index.js';
import { gamesCommand } from '../src/ops/games-command.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { createProvider } from './support/wallet.js';
import { captureOutput } from './support/console.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const countGames = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('games command', () => {
  it('lists an outside game the lobby then finds by its Turkish name, and disables it', async () => {
    const provider = await createProvider(app);
    const output = captureOutput();
    const args = ['add', provider.code, 'ist-dice', 'İstanbul Boğazı', '1', '--rtp', '96,2', '--max-win', '2500'];
    expect(await gamesCommand(args, app.services)).toBe(0);
    const gameId = Number(/^gameID (\d+)$/.exec(output.at(-1) ?? '')?.[1]);
    expect(gameId).toBeGreaterThan(0);

    const found = await app.call<{
      games: Array<{ gameID: number; rtpBasisPoints: number; maxWinMultiplier: number }>;
    }>('casino', 'games_list', { searchGameName: 'ISTANBUL BOĞAZ', limit: 50 });
    expect(found.data.games.find((game) => game.gameID === gameId)).toMatchObject({
      rtpBasisPoints: 9620,
      maxWinMultiplier: 2500,
    });

    expect(await gamesCommand(['disable', String(gameId)], app.services)).toBe(0);
    const after = await app.call<{ games: Array<{ gameID: number }> }>('casino', 'games_list', {
      searchGameName: 'istanbul boğaz',
      limit: 50,
    });
    expect(after.data.games.some((game) => game.gameID === gameId)).toBe(false);
  });

  it('refuses bad listings in Turkish and adds nothing', async () => {
    const provider = await createProvider(app);
    const output = captureOutput();
    const before = await countGames();
    const add = (overrides: Partial<Record<'provider' | 'code' | 'category' | 'rtp' | 'maxWin', string>>) =>
      gamesCommand(
        [
          'add',
          overrides.provider ?? provider.code,
          overrides.code ?? 'ok-code',
          'Oyun',
          overrides.category ?? '1',
          '--rtp',
          overrides.rtp ?? '96',
          '--max-win',
          overrides.maxWin ?? '100',
        ],
        app.services,
      );
    expect(await add({ provider: 'yok' })).toBe(2);
    expect(output.at(-1)).toContain('Bu kodla bir sağlayıcı yok');
    expect(await add({ rtp: '101' })).toBe(2);
    expect(output.at(-1)).toContain('RTP 1 ile 100 arasında');
    expect(await add({ category: '999' })).toBe(2);
    expect(await add({ code: 'kötü kod' })).toBe(2);
    expect(await add({ maxWin: '0' })).toBe(2);
    expect(await gamesCommand(['add', provider.code, 'x', 'Oyun', '1'], app.services)).toBe(2);
    expect(await gamesCommand(['disable', '99999999'], app.services)).toBe(2);
    expect(output.at(-1)).toContain('Bu numarada bir oyun yok');
    expect(await countGames()).toBe(before);
  });
});

describe('rtpBasisPoints', () => {
  it('reads a percentage without floats', () => {
    expect(rtpBasisPoints('96.2')).toBe(9620);
    expect(rtpBasisPoints('96,25')).toBe(9625);
    expect(rtpBasisPoints('97')).toBe(9700);
    expect(rtpBasisPoints('100')).toBe(10_000);
    for (const bad of ['0', '0.5', '100.01', '96.255', 'abc', '-96', '']) expect(rtpBasisPoints(bad), bad).toBeNull();
  });
});
