import { LIMITS } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameAccount } from '../src/ledger/house-accounts.js';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider, playerInGame, walletCall, walletId } from './support/wallet.js';

/**
 * A provider's house account lives on several rows (docs/decisions.md, "House account shards"), so
 * that players betting at once do not queue on one row lock. The rows add up to the provider's
 * figure, and a burst of players betting at the same moment all land.
 */
let app: TestApp;
let game: TestGame;

beforeAll(async () => {
  app = await createTestApp();
  game = await createGame(app, await createProvider(app));
});
afterAll(() => app.close());

function bet(token: string, amount: number) {
  return walletCall(app, game.provider, 'bet', {
    token,
    request_id: walletId('req'),
    transaction_id: walletId('bet'),
    round_id: walletId('round'),
    game_id: game.code,
    amount,
    currency: 'TRY',
  });
}

async function houseRows() {
  return app.services.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('code', 'like', `house:game:${game.provider.code}:%`)
    .execute();
}

/**
 * Players signed in a dozen at a time: every login from one test address holds one of the
 * address's 20 attempts until it succeeds, so 24 at once could be refused by the login limit.
 */
async function playersInGame(count: number) {
  const players: Awaited<ReturnType<typeof playerInGame>>[] = [];
  while (players.length < count) {
    const batch = Math.min(12, count - players.length);
    players.push(...(await Promise.all(Array.from({ length: batch }, () => playerInGame(app, game)))));
  }
  return players;
}

describe('house account shards', () => {
  it('names one row per player, chosen by the user id', () => {
    expect(houseGameAccount('acme', 35, 16)).toBe('house:game:acme:3');
    expect(houseGameAccount('acme', 35, 1)).toBe('house:game:acme:0');
  });

  it('spreads a burst of 24 players over several rows that add up to what the players lost', async () => {
    const players = await playersInGame(24);
    const answers = await Promise.all(players.map(({ token }) => bet(token, 1_500)));
    expect(answers.map((answer) => answer.status)).toEqual(players.map(() => 'OK'));
    expect(answers.map((answer) => answer.balance)).toEqual(players.map(() => LIMITS.demoGrantKurus - 1_500));

    const rows = await houseRows();
    const shards = new Set(players.map(({ userId }) => userId % app.services.config.walletHouseShards));
    expect(rows).toHaveLength(shards.size);
    expect(rows.reduce((total, row) => total + Number(row.balance), 0)).toBe(24 * 1_500);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});
