import { MESSAGES } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchUrl } from '../src/modules/wallet/launch.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { createGame, createProvider, walletCall, walletId } from './support/wallet.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const countSessions = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('game_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('casino.init_game', () => {
  it("answers the provider's launch address with a token the wallet then accepts for this player", async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const { user } = await loginAs(app, await createPlayer(app));
    const answer = await app.call<{ url: string }>('casino', 'init_game', { gameID: game.id, isMobile: 1 }, user);
    expect(answer.result).toBe(true);
    const url = new URL(answer.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://games.example.com/launch');
    expect(url.searchParams.get('game_id')).toBe(game.code);
    expect(url.searchParams.get('lang')).toBe('tr');
    expect(url.searchParams.get('currency')).toBe('TRY');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const balance = await walletCall(app, provider, 'balance', { token, request_id: walletId('req') });
    expect(balance).toMatchObject({ status: 'OK', balance: 1_000_000, currency: 'TRY' });
  });

  it('refuses an anonymous caller, an unknown game and a disabled one in Turkish, opening no session', async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const before = await countSessions();
    expect((await app.call('casino', 'init_game', { gameID: game.id })).message).toBe(MESSAGES.noPermission.tr);

    const { user } = await loginAs(app, await createPlayer(app));
    const unknown = await app.call('casino', 'init_game', { gameID: 99_999_999 }, user);
    expect(unknown).toMatchObject({ result: false, message: MESSAGES.gameNotFound.tr });
    await app.services.db.updateTable('games').set({ active: 0 }).where('id', '=', game.id).execute();
    const disabled = await app.call('casino', 'init_game', { gameID: game.id }, user);
    expect(disabled).toMatchObject({ result: false, message: MESSAGES.gameNotFound.tr });
    const malformed = await app.call('casino', 'init_game', { gameID: 'abc' }, user);
    expect(malformed).toMatchObject({ result: false, message: MESSAGES.gameNotFound.tr });
    expect(await countSessions()).toBe(before);
  });
});

describe('launchUrl', () => {
  it("keeps the provider's own query and adds ours", () => {
    const url = new URL(launchUrl('https://p.example/play?brand=bnw', 'abc', { id: 7, code: 'dice-1' }, 'en'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      brand: 'bnw',
      token: 'abc',
      game_id: 'dice-1',
      lang: 'en',
      currency: 'TRY',
    });
  });
});
