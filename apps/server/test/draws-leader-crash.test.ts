import type { MethodOutput } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDrawGames } from '../src/modules/draws/index.js';
import { leaseName } from '../src/modules/draws/scheduler.js';
import { type LivePlayer, ledgerIsSound, moneyOf, newLivePlayer, requestId } from './live-support.js';
import {
  type CrashRig,
  crashRig,
  leaderOf,
  openWalletRounds,
  settlementsOf,
  until,
} from './shared-round-crash-support.js';

/**
 * The exactly-once proof for bet on games across processes (as live-leader-crash.test.ts
 * for a live table): two real server processes run the draw games' scheduler on one database; the
 * one that leads the dice duel is killed with SIGKILL once a draw holding coupons has closed, before
 * it is drawn. The other takes the game's lease over, draws it (or voids it, if it came later than
 * the grace) and the next one, and every coupon, singles and a combination over both draws, is
 * settled exactly once: one wallet `-win` or `-void` row each, each player's money moved by exactly
 * their coupons' returns, nothing held, the ledger sound.
 */
type Placed = MethodOutput<'betframe.placeCoupon'>;

const GAME = 'dice-duel';
/** A duel every 8 s, betting closing 3 s before it. */
const SCHEDULE = { DRAWS_DICE_DUEL_MS: '8000', DRAWS_CLOSE_LEAD_MS: '3000' };
/** Time a coupon needs left on its first draw, so that it lands before the close. */
const BETTING_MARGIN_MS = 4_000;
const STAKE_KURUS = 1_000;

let rig: CrashRig;
let gameId: number;

beforeAll(async () => {
  rig = await crashRig('draws-crash', (app) => syncDrawGames(app.services));
  const game = await rig.app.services.db
    .selectFrom('draw_games')
    .select('id')
    .where('code', '=', GAME)
    .executeTakeFirstOrThrow();
  gameId = game.id;
}, 60_000);
afterAll(async () => {
  await rig?.close();
});

/** The first two draws taking bets, the first with time enough left to place coupons on it. */
async function twoOpenDraws() {
  const open = await rig.app.services.db
    .selectFrom('draws')
    .select(['id', 'closes_at'])
    .where('game_id', '=', gameId)
    .where('phase', '=', 'open')
    .orderBy('draws_at')
    .limit(2)
    .execute();
  if (open.length < 2 || Date.parse(open[0]!.closes_at) - Date.now() < BETTING_MARGIN_MS) return null;
  return [open[0]!.id, open[1]!.id] as const;
}

function drawById(drawId: number) {
  return rig.app.services.db.selectFrom('draws').selectAll().where('id', '=', drawId).executeTakeFirstOrThrow();
}

function place(player: LivePlayer, selections: Array<{ drawID: number; marketID: string; selectionID: string }>) {
  return rig.app.call<Placed>(
    'betframe',
    'placeCoupon',
    { requestId: requestId(), stakeKurus: STAKE_KURUS, selections },
    player.user,
  );
}

describe('the leader of a draw game killed between a draw’s close and its result', () => {
  it('is replaced by the other process, which settles every coupon once', async () => {
    const { app } = rig;
    const players = [await newLivePlayer(app), await newLivePlayer(app), await newLivePlayer(app)];
    const moneyBefore = await Promise.all(players.map((player) => moneyOf(app, player.userId)));
    await rig.start(SCHEDULE);

    await until('a leader of the game', 20_000, () => leaderOf(rig, leaseName(GAME)));
    const [first, second] = await until('two draws taking bets', 30_000, twoOpenDraws);
    const coupons = await Promise.all([
      place(players[0]!, [{ drawID: first, marketID: 'match-result', selectionID: 'home' }]),
      place(players[0]!, [{ drawID: second, marketID: 'total-over-under', selectionID: 'under' }]),
      place(players[1]!, [{ drawID: first, marketID: 'total-over-under', selectionID: 'over' }]),
      place(players[2]!, [
        { drawID: first, marketID: 'match-result', selectionID: 'away' },
        { drawID: second, marketID: 'match-result', selectionID: 'home' },
      ]),
    ]);
    for (const placed of coupons) expect(placed.result, placed.message).toBe(true);

    // The first draw closed with its coupons, its result not yet stored: its leader dies now.
    const leader = await until('the first draw closed', 20_000, async () =>
      (await drawById(first)).phase === 'closed' ? leaderOf(rig, leaseName(GAME)) : null,
    );
    await leader.kill();
    const survivor = rig.servers.find((server) => server !== leader)!;
    await until('the other process leading the game', 15_000, async () =>
      (await leaderOf(rig, leaseName(GAME))) === survivor ? true : null,
    );

    await until('both draws settled', 45_000, async () => {
      const draws = await Promise.all([drawById(first), drawById(second)]);
      return draws.every((draw) => draw.settled_at !== null) ? true : null;
    });
    const firstDraw = await drawById(first);
    // Drawn late by the survivor within the grace, or void after it: either way, ended.
    expect(['drawn', 'void']).toContain(firstDraw.phase);

    const rows = await app.services.db
      .selectFrom('draw_coupons')
      .select(['id', 'user_id', 'transaction_id', 'status', 'stake_kurus', 'return_kurus'])
      .where(
        'id',
        'in',
        coupons.map((placed) => placed.data.coupon.couponID),
      )
      .execute();
    expect(rows).toHaveLength(coupons.length);
    for (const coupon of rows) {
      expect(['won', 'lost', 'void']).toContain(coupon.status);
      // Exactly one settlement call per coupon, whoever ran it: a refund for a void one, else a win row (0 when lost).
      const expected = `${coupon.transaction_id}-${coupon.status === 'void' ? 'void' : 'win'}`;
      expect(await settlementsOf(app, coupon.transaction_id)).toEqual([expected]);
      if (coupon.status === 'lost') expect(Number(coupon.return_kurus)).toBe(0);
    }
    expect(
      await openWalletRounds(
        app,
        players.map((player) => player.userId),
      ),
    ).toBe(0);
    for (const [index, player] of players.entries()) {
      const own = rows.filter((coupon) => coupon.user_id === player.userId);
      const net = own.reduce((sum, coupon) => sum + Number(coupon.return_kurus ?? 0) - Number(coupon.stake_kurus), 0);
      expect(await moneyOf(app, player.userId)).toBe(moneyBefore[index]! + net);
    }
    await ledgerIsSound(app);
  }, 180_000);
});
