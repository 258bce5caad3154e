import {
  MESSAGES,
  MESSAGE_CODES,
  type MethodOutput,
  PLAY_SUMMARY_MAX_ROUNDS,
  type UserPart,
  VIRTUAL_GAMES_MAX,
} from '@bnw/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type TestGame,
  type TestProvider,
  createGame,
  createProvider,
  walletCall,
  walletId,
} from './support/wallet.js';

/**
 * The play page's calls: starting a slot or a virtual game, the virtual games
 * offered, and the top bar's summary of the running session. Every refusal is Turkish and opens
 * no game session.
 */
type Launch = MethodOutput<'casino.init_game'>;
type Summary = MethodOutput<'casino.game_session_summary'>;
type VirtualList = MethodOutput<'virtualgames.game_list'>;

const HOUR = 60 * 60 * 1000;
const clock = manualClock(new Date());
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());
afterEach(() => app.services.maintenance.set(false));

async function countRows(table: 'game_sessions' | 'game_rounds'): Promise<number> {
  const row = await app.services.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A game of the virtual lobby: `createGame`'s slot game moved there, with the code and order given. */
async function createVirtualGame(
  provider: TestProvider,
  options: { code?: string; sortOrder?: number; active?: boolean } = {},
): Promise<TestGame> {
  const game = await createGame(app, provider);
  const code = options.code ?? game.code;
  await app.services.db
    .updateTable('games')
    .set({ lobby: 'virtual', code, sort_order: options.sortOrder ?? 0, active: options.active === false ? 0 : 1 })
    .where('id', '=', game.id)
    .execute();
  return { ...game, code };
}

async function setProvider(provider: TestProvider, values: { active?: number; failed_checks?: number }) {
  await app.services.db.updateTable('game_providers').set(values).where('id', '=', provider.id).execute();
}

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

function launch(user: UserPart | undefined, gameID: unknown) {
  return app.call<Launch>('casino', 'init_game', { gameID, isMobile: 1 }, user);
}

function launchVirtual(user: UserPart | undefined, data: Record<string, unknown>) {
  return app.call<Launch>('virtualgames', 'init_game', data, user);
}

function summary(user: UserPart | undefined, data: Record<string, unknown>) {
  return app.call<Summary>('casino', 'game_session_summary', data, user);
}

function tokenOf(launched: Launch): string {
  return new URL(launched.url).searchParams.get('token') ?? '';
}

/** One round through the wallet API as the provider plays it: a bet, then the win that closes it. */
async function playRound(game: TestGame, token: string, stake: number, win: number): Promise<void> {
  const bet = {
    token,
    request_id: walletId('req'),
    transaction_id: walletId('tx'),
    round_id: walletId('round'),
    game_id: game.code,
    amount: stake,
    currency: 'TRY',
  };
  expect(await walletCall(app, game.provider, 'bet', bet)).toMatchObject({ status: 'OK' });
  const paid = await walletCall(app, game.provider, 'win', {
    ...bet,
    request_id: walletId('req'),
    transaction_id: walletId('tx'),
    amount: win,
    reference_transaction_id: bet.transaction_id,
    round_closed: true,
  });
  expect(paid).toMatchObject({ status: 'OK' });
}

/** A bet the provider then cancels: its round ends rolled back with nothing staked. */
async function rolledBackRound(game: TestGame, token: string, stake: number): Promise<void> {
  const bet = {
    token,
    request_id: walletId('req'),
    transaction_id: walletId('tx'),
    round_id: walletId('round'),
    game_id: game.code,
    amount: stake,
    currency: 'TRY',
  };
  await walletCall(app, game.provider, 'bet', bet);
  const rollback = { ...bet, request_id: walletId('req'), transaction_id: walletId('tx') };
  const answer = await walletCall(app, game.provider, 'rollback', {
    ...rollback,
    reference_transaction_id: bet.transaction_id,
  });
  expect(answer).toMatchObject({ status: 'OK' });
}

describe('casino.init_game', () => {
  it("answers the game and the session's start next to the launch address", async () => {
    const game = await createGame(app, await createProvider(app));
    const answer = await launch(await signedIn(), game.id);
    expect(answer.result).toBe(true);
    expect(answer.data.gameID).toBe(game.id);
    expect(answer.data.startedAt).toBe(clock.now().toISOString());
    const session = await app.services.db
      .selectFrom('game_sessions')
      .select('created_at')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.created_at).toBe(answer.data.startedAt);
  });

  it('refuses a game whose provider is switched off or failed two checks, opening no session', async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const user = await signedIn();
    const before = await countRows('game_sessions');

    await setProvider(provider, { active: 0 });
    expect(await launch(user, game.id)).toMatchObject({ result: false, message: MESSAGES.providerUnreachable.tr });
    await setProvider(provider, { active: 1, failed_checks: 2 });
    const failing = await launch(user, game.id);
    expect(failing).toMatchObject({ result: false, message: MESSAGES.providerUnreachable.tr });
    expect(failing.code).toBe(MESSAGE_CODES.providerUnreachable);
    expect(await countRows('game_sessions')).toBe(before);

    // One failed check may be a blip: the game still starts.
    await setProvider(provider, { failed_checks: 1 });
    expect((await launch(user, game.id)).result).toBe(true);
  });

  it('refuses during maintenance', async () => {
    const game = await createGame(app, await createProvider(app));
    const user = await signedIn();
    const before = await countRows('game_sessions');
    await app.services.maintenance.set(true, 'Kısa bir bakım');
    const answer = await launch(user, game.id);
    expect(answer).toMatchObject({ result: false, message: MESSAGES.maintenance.tr, code: MESSAGE_CODES.maintenance });
    expect(await countRows('game_sessions')).toBe(before);
  });
});

describe('virtualgames.init_game', () => {
  it("starts the provider's virtual game named by type, with a token the wallet accepts", async () => {
    const provider = await createProvider(app);
    const race = await createVirtualGame(provider, { code: `at-yarisi-${provider.id}` });
    const answer = await launchVirtual(await signedIn(), { providerID: provider.id, type: race.code });
    expect(answer.result).toBe(true);
    const url = new URL(answer.data.url);
    expect(url.searchParams.get('game_id')).toBe(race.code);
    expect(url.searchParams.get('currency')).toBe('TRY');
    expect(answer.data).toMatchObject({ gameID: race.id, startedAt: clock.now().toISOString() });
    const balance = await walletCall(app, provider, 'balance', { token: tokenOf(answer.data), request_id: 'r1' });
    expect(balance).toMatchObject({ status: 'OK' });
  });

  it('without a type starts the first active virtual game by sort order, never a slot', async () => {
    const provider = await createProvider(app);
    await createGame(app, provider);
    await createVirtualGame(provider, { sortOrder: 1, active: false });
    const second = await createVirtualGame(provider, { sortOrder: 3 });
    const first = await createVirtualGame(provider, { sortOrder: 2 });
    const answer = await launchVirtual(await signedIn(), { providerID: provider.id });
    expect(answer.data.gameID).toBe(first.id);
    expect(answer.data.gameID).not.toBe(second.id);
  });

  it('refuses unknown providers and types, disabled games and unreachable providers in Turkish, opening no session', async () => {
    const provider = await createProvider(app);
    const race = await createVirtualGame(provider, { code: `race-${provider.id}` });
    const slot = await createGame(app, provider);
    const closed = await createVirtualGame(provider, { active: false });
    const empty = await createProvider(app);
    const user = await signedIn();
    const before = await countRows('game_sessions');
    const refusals: Array<[Record<string, unknown>, keyof typeof MESSAGES]> = [
      [{ providerID: 99_999_999, type: race.code }, 'virtualProviderNotFound'],
      [{ providerID: empty.id }, 'virtualProviderNotFound'],
      [{ providerID: provider.id, type: 'no-such-game' }, 'virtualGameNotFound'],
      [{ providerID: provider.id, type: slot.code }, 'virtualGameNotFound'],
      [{ providerID: empty.id, type: race.code }, 'virtualGameNotFound'],
      [{ providerID: provider.id, type: closed.code }, 'gameUnavailable'],
      // Bad inputs.
      [{ providerID: 'abc', type: race.code }, 'virtualProviderNotFound'],
      [{ providerID: -3 }, 'virtualProviderNotFound'],
      [{}, 'virtualProviderNotFound'],
      [{ providerID: provider.id, type: 'x'.repeat(81) }, 'virtualGameNotFound'],
      [{ providerID: provider.id, type: '../../admin' }, 'virtualGameNotFound'],
      [{ providerID: provider.id, type: 42 }, 'virtualGameNotFound'],
      [{ providerID: provider.id, type: 'race\u0000' }, 'invalidCharacter'],
    ];
    for (const [data, key] of refusals) {
      const answer = await launchVirtual(user, data);
      expect(answer, JSON.stringify(data)).toMatchObject({ result: false, message: MESSAGES[key].tr });
    }
    expect(await countRows('game_sessions')).toBe(before);

    await setProvider(provider, { active: 0 });
    const off = await launchVirtual(user, { providerID: provider.id, type: race.code });
    expect(off).toMatchObject({ result: false, message: MESSAGES.providerUnreachable.tr });
    await setProvider(provider, { active: 1, failed_checks: 2 });
    const failing = await launchVirtual(user, { providerID: provider.id });
    expect(failing).toMatchObject({ result: false, message: MESSAGES.providerUnreachable.tr });
    expect(await countRows('game_sessions')).toBe(before);
  });

  it('needs a signed-in player and refuses during maintenance', async () => {
    const provider = await createProvider(app);
    const race = await createVirtualGame(provider);
    const before = await countRows('game_sessions');
    const anonymous = await launchVirtual(undefined, { providerID: provider.id, type: race.code });
    expect(anonymous).toMatchObject({ result: false, message: MESSAGES.noPermission.tr });
    const user = await signedIn();
    await app.services.maintenance.set(true, 'Kısa bir bakım');
    const down = await launchVirtual(user, { providerID: provider.id, type: race.code });
    expect(down).toMatchObject({ result: false, code: MESSAGE_CODES.maintenance });
    expect(await countRows('game_sessions')).toBe(before);
  });
});

describe('virtualgames.game_list', () => {
  it('lists, to anyone, the virtual games that can start now, bounded', async () => {
    const provider = await createProvider(app);
    const shown = await createVirtualGame(provider, { code: `shown-${provider.id}`, sortOrder: -100 });
    const slot = await createGame(app, provider);
    const closed = await createVirtualGame(provider, { active: false, sortOrder: -100 });
    const offProvider = await createProvider(app);
    const off = await createVirtualGame(offProvider, { sortOrder: -100 });
    await setProvider(offProvider, { active: 0 });
    const failingProvider = await createProvider(app);
    const failing = await createVirtualGame(failingProvider, { sortOrder: -100 });
    await setProvider(failingProvider, { failed_checks: 2 });

    const answer = await app.call<VirtualList>('virtualgames', 'game_list');
    expect(answer.result).toBe(true);
    const entry = answer.data.find((game) => game.type === shown.code);
    expect(entry).toMatchObject({ providerID: provider.id, name: expect.stringMatching(/^Game /) });
    expect(entry?.imageUrl).toMatch(new RegExp(`^/casino/images/${shown.id}\\.svg\\?v=[0-9a-f]{12}$`));
    const types = answer.data.map((game) => game.type);
    for (const hidden of [slot, closed, off, failing]) expect(types).not.toContain(hidden.code);
  });

  it('never answers more than its bound', async () => {
    const provider = await createProvider(app);
    for (let index = 0; index < VIRTUAL_GAMES_MAX + 3; index += 1) await createVirtualGame(provider);
    const answer = await app.call<VirtualList>('virtualgames', 'game_list');
    expect(answer.data).toHaveLength(VIRTUAL_GAMES_MAX);
  });
});

describe('casino.game_session_summary', () => {
  it("sums the player's own rounds of this game since the session began, with the game's facts", async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const other = await createGame(app, provider);
    const user = await signedIn();

    // An earlier session of the same game: not part of the one that starts below.
    const earlier = (await launch(user, game.id)).data;
    await playRound(game, tokenOf(earlier), 9_000, 0);
    clock.advance(60_000);

    const started = (await launch(user, game.id)).data;
    const token = tokenOf(started);
    await playRound(game, token, 1_000, 2_500);
    await playRound(game, token, 500, 0);
    await rolledBackRound(game, token, 700);
    // The same player's rounds of another game, and another player's of this one, do not count.
    await playRound(other, tokenOf((await launch(user, other.id)).data), 4_000, 0);
    const stranger = await signedIn();
    await playRound(game, tokenOf((await launch(stranger, game.id)).data), 8_000, 100);

    const rounds = await countRows('game_rounds');
    const answer = await summary(user, { gameID: game.id, since: started.startedAt });
    expect(answer.result).toBe(true);
    expect(answer.data).toEqual({
      game: {
        id: game.id,
        name: `Game ${game.code}`,
        providerName: `Provider ${provider.code}`,
        rtpBasisPoints: 9600,
        maxWinMultiplier: 5000,
        volatility: 'medium',
        lobby: 'slot',
      },
      stakeKurus: 1_500,
      winKurus: 2_500,
      rounds: 2,
      complete: true,
    });
    // Reading is all it does.
    expect(await countRows('game_rounds')).toBe(rounds);

    clock.advance(1_000);
    const fresh = await summary(user, { gameID: game.id, since: clock.now().toISOString() });
    expect(fresh.data).toMatchObject({ stakeKurus: 0, winKurus: 0, rounds: 0, complete: true });
  });

  it('names the virtual lobby for a virtual game', async () => {
    const provider = await createProvider(app);
    const race = await createVirtualGame(provider);
    const user = await signedIn();
    const started = (await launchVirtual(user, { providerID: provider.id, type: race.code })).data;
    const answer = await summary(user, { gameID: started.gameID, since: started.startedAt });
    expect(answer.data.game).toMatchObject({ id: race.id, lobby: 'virtual' });
  });

  it(`reads only the player's newest ${PLAY_SUMMARY_MAX_ROUNDS} rounds and says when the session goes further back`, async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const user = await signedIn();
    const started = (await launch(user, game.id)).data;
    const userId = (
      await app.services.db
        .selectFrom('game_sessions')
        .select('user_id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).user_id;
    const rows = Array.from({ length: PLAY_SUMMARY_MAX_ROUNDS + 1 }, (_, index) => ({
      user_id: userId,
      game_id: game.id,
      provider_id: provider.id,
      round_id: `bulk-${userId}-${index}`,
      status: 'settled' as const,
      stake_kurus: 10,
      win_kurus: 5,
      opened_at: started.startedAt,
      settled_at: started.startedAt,
    }));
    for (let start = 0; start < rows.length; start += 1_000) {
      await app.services.db
        .insertInto('game_rounds')
        .values(rows.slice(start, start + 1_000))
        .execute();
    }
    const answer = await summary(user, { gameID: game.id, since: started.startedAt });
    expect(answer.data).toMatchObject({
      stakeKurus: 10 * PLAY_SUMMARY_MAX_ROUNDS,
      winKurus: 5 * PLAY_SUMMARY_MAX_ROUNDS,
      rounds: PLAY_SUMMARY_MAX_ROUNDS,
      complete: false,
    });
  });

  it('refuses in Turkish: no player, an unknown game, a start too old, in the future or malformed', async () => {
    const game = await createGame(app, await createProvider(app));
    const user = await signedIn();
    const now = clock.now().getTime();
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

    const anonymous = await summary(undefined, { gameID: game.id, since: at(0) });
    expect(anonymous).toMatchObject({ result: false, message: MESSAGES.noPermission.tr });
    const refusals: Array<[Record<string, unknown>, keyof typeof MESSAGES]> = [
      [{ gameID: 99_999_999, since: at(0) }, 'gameNotFound'],
      [{ gameID: 'abc', since: at(0) }, 'gameNotFound'],
      [{ since: at(0) }, 'gameNotFound'],
      [{ gameID: game.id, since: at(-12 * HOUR - 1_000) }, 'playSessionStartInvalid'],
      [{ gameID: game.id, since: at(5 * 60_000) }, 'playSessionStartInvalid'],
      [{ gameID: game.id, since: 'dün' }, 'playSessionStartInvalid'],
      [{ gameID: game.id, since: '2026-13-45T99:00:00Z' }, 'playSessionStartInvalid'],
      [{ gameID: game.id, since: `${at(0)}${'0'.repeat(40)}` }, 'playSessionStartInvalid'],
      [{ gameID: game.id, since: 1_700_000_000_000 }, 'playSessionStartInvalid'],
      [{ gameID: game.id }, 'playSessionStartInvalid'],
      [{ gameID: game.id, since: `${at(0)}\u0007` }, 'invalidCharacter'],
    ];
    for (const [data, key] of refusals) {
      const answer = await summary(user, data);
      expect(answer, JSON.stringify(data)).toMatchObject({ result: false, message: MESSAGES[key].tr });
    }
    // Twelve hours back, and a start written a moment ahead by another server, are accepted.
    expect((await summary(user, { gameID: game.id, since: at(-12 * HOUR + 1_000) })).result).toBe(true);
    expect((await summary(user, { gameID: game.id, since: at(30_000) })).result).toBe(true);
  });
});
