import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DrawEvent, type MethodOutput, drawEventSchema, drawsTopic } from '@bnw/contract';
import { DRAW_GAMES, hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { type DrawTiming, DrawScheduler, LEASE_TTL_MS, syncDrawGames } from '../src/modules/draws/index.js';
import { sharedRoundWallet } from '../src/modules/wallet/index.js';
import type { Services } from '../src/services.js';
import { manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type LivePlayer, ledgerIsSound, moneyOf, newLivePlayer, requestId } from './live-support.js';

/**
 * Bet on games on one database with two app instances: coupons placed and refused (in Turkish,
 * nothing changed), settled won, lost and void with the ledger sound, each draw run once by two
 * schedulers, a draw interrupted before its result voided and refunded, one whose result was
 * stored settled by the process that takes over, the open-coupon limit under a burst, and
 * getCoupons' dates. Time is the injected clock; the schedulers are driven by their ticks.
 */
const TIMING: DrawTiming = {
  intervalMs: { 'lucky-six': 60_000, 'dice-duel': 30_000 },
  closeLeadMs: 5_000,
  aheadCount: 3,
  graceMs: 10_000,
};
const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
const folder = mkdtempSync(join(tmpdir(), 'draws-coupons-'));
let app: TestApp;
let second: App;

function schedulerOf(services: Services): DrawScheduler {
  return new DrawScheduler({ ...services, wallet: sharedRoundWallet(services), timing: TIMING });
}

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, sqlitePath: join(folder, 'draws.sqlite') });
  await syncDrawGames(app.services);
  const env = app.database.env;
  const handle = openDatabase({
    databaseUrl: env.DATABASE_URL || null,
    sqlitePath: env.SQLITE_PATH,
    maxConnections: 10,
  });
  const config = loadConfig({ MAINTENANCE_CACHE_MS: '0', WEB_DIST_DIR: '' });
  second = await buildApp({ config, database: handle, logger: false, clock: clock.now });
  await second.server.ready();
}, 120_000);
afterAll(async () => {
  await second?.server.close();
  await second?.services.db.destroy();
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function gameId(code: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('draw_games')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function openDraws(code: string) {
  return app.services.db
    .selectFrom('draws')
    .selectAll()
    .where('game_id', '=', await gameId(code))
    .where('phase', '=', 'open')
    .orderBy('draws_at')
    .execute();
}

function drawById(id: number) {
  return app.services.db.selectFrom('draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function couponById(id: number) {
  return app.services.db.selectFrom('draw_coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

interface Pick {
  drawID: number;
  marketID: string;
  selectionID: string;
  oddsHundredths?: number;
}

function place(player: LivePlayer, selections: Pick[], stakeKurus: number, id = requestId()) {
  return app.call<MethodOutput<'betframe.placeCoupon'>>(
    'betframe',
    'placeCoupon',
    { requestId: id, stakeKurus, selections },
    player.user,
  );
}

/** Ticks `scheduler` with the clock moved in steps until `done`. */
async function runUntil(scheduler: DrawScheduler, done: () => Promise<boolean>, stepMs = 1_000): Promise<void> {
  for (let step = 0; step < 500; step += 1) {
    await scheduler.tick();
    if (await done()) return;
    clock.advance(stepMs);
  }
  throw new Error('never done');
}

async function couponCount(): Promise<number> {
  const row = await app.services.db
    .selectFrom('draw_coupons')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The dice of a draw from its seeds, worked out here from the published rule. */
function diceOf(draw: { server_seed: string; public_seed: string; draw_no: number }) {
  return DRAW_GAMES['dice-duel'].draw(provablyFairRandom(draw.server_seed, draw.public_seed, draw.draw_no));
}

describe('the schedule', () => {
  it('keeps three draws of each game open, with their seed hash and markets', async () => {
    const scheduler = schedulerOf(app.services);
    await scheduler.tick();
    expect(await openDraws('dice-duel')).toHaveLength(3);
    expect(await openDraws('lucky-six')).toHaveLength(3);
    const games = await app.call<MethodOutput<'betframe.getGames'>>('betframe', 'getGames', {});
    const dice = games.data.find((game) => game.game === 'dice-duel')!;
    expect(dice.name).toBe('Zar Düellosu');
    expect(dice.upcoming).toHaveLength(3);
    expect(dice.upcoming[0]!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(dice.upcoming[0]!.serverSeed).toBeNull();
    expect(dice.upcoming[0]!.markets.map((market) => market.id)).toEqual(
      DRAW_GAMES['dice-duel'].markets.map((market) => market.id),
    );
    await scheduler.release();
  });
});

describe('placing a coupon', () => {
  it('takes a single once per request id, and refuses every bad coupon in Turkish with nothing changed', async () => {
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [draw, later] = await openDraws('dice-duel');
    const luckyDraw = (await openDraws('lucky-six'))[0]!;
    const player = await newLivePlayer(app);
    const before = await moneyOf(app, player.userId);
    const id = requestId();
    const single = await place(
      player,
      [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'home' }],
      1_000,
      id,
    );
    expect(single.message).toBe('Kuponunuz alındı. Bol şans!');
    expect(single.data.coupon.kind).toBe('single');
    expect(single.data.coupon.status).toBe('open');
    const again = await place(player, [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'home' }], 1_000, id);
    expect(again.data.coupon.couponID).toBe(single.data.coupon.couponID);
    expect(await moneyOf(app, player.userId)).toBe(before - 1_000);
    // The same request id with another pick or stake is refused, not answered with the first coupon.
    for (const [pick, stake] of [
      ['away', 1_000],
      ['home', 2_000],
    ] as const) {
      const reused = await place(
        player,
        [{ drawID: draw!.id, marketID: 'match-result', selectionID: pick }],
        stake,
        id,
      );
      expect(reused).toMatchObject({
        result: false,
        message: 'Bu istek başka bir kupon için kullanıldı. Kuponu yeniden oluşturup gönderin.',
      });
    }
    expect(await moneyOf(app, player.userId)).toBe(before - 1_000);

    const count = await couponCount();
    const money = await moneyOf(app, player.userId);
    const refusals: Array<[Pick[], number, string]> = [
      [
        [
          { drawID: draw!.id, marketID: 'match-result', selectionID: 'home' },
          { drawID: draw!.id, marketID: 'total-over-under', selectionID: 'over' },
        ],
        1_000,
        `Birbirine bağlı seçimler aynı kuponda birleştirilemez: Zar Düellosu #${draw!.draw_no} – Düello sonucu: Ev sahibi (1) ve Zar Düellosu #${draw!.draw_no} – Toplam Alt/Üst 14,5: Üst (15 ve üstü).`,
      ],
      [
        [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'home' }],
        50,
        'Kupon tutarı en az ₺1,00 olmalıdır.',
      ],
      [
        [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'home' }],
        600_000,
        'Kupon tutarı en çok ₺5.000,00 olabilir.',
      ],
      [
        [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'home', oddsHundredths: 101 }],
        1_000,
        'oddsChanged',
      ],
      [
        [
          { drawID: draw!.id, marketID: 'match-result', selectionID: 'home' },
          { drawID: luckyDraw.id, marketID: 'first-ball-odd-even', selectionID: 'odd' },
        ],
        1_000,
        'Bir kupondaki seçimler tek bir oyunun çekilişlerinden olmalıdır.',
      ],
      [
        [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'nobody' }],
        1_000,
        'Kupondaki bir seçim geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
      ],
      [
        [{ drawID: luckyDraw.id, marketID: 'six-numbers', selectionID: '1-2-3-4-5-99' }],
        1_000,
        'Altı sayı bahsi için 1 ile 48 arasında altı farklı sayı seçin.',
      ],
      [[], 1_000, 'Kuponunuzda seçim yok. Önce bir seçim ekleyin.'],
    ];
    for (const [selections, stake, message] of refusals) {
      const answer = await place(player, selections, stake);
      expect(answer.result, message).toBe(false);
      if (message === 'oddsChanged')
        expect(answer.message).toMatch(/seçiminin oranı \d+,\d\d oldu\. Kuponunuzu yeni oranla yeniden onaylayın\.$/);
      else expect(answer.message).toBe(message);
    }
    // Betting on the first draw closes: a coupon on it is refused by name.
    clock.advance(Date.parse(draw!.closes_at) - clock.now().getTime());
    const closed = await place(
      player,
      [
        { drawID: later!.id, marketID: 'match-result', selectionID: 'away' },
        { drawID: draw!.id, marketID: 'match-result', selectionID: 'away' },
      ],
      1_000,
    );
    expect(closed.message).toBe(
      `Zar Düellosu #${draw!.draw_no} çekilişinin bahisleri kapandı. Bu seçimi kuponunuzdan çıkarıp sonraki çekilişe oynayabilirsiniz.`,
    );
    expect(await couponCount()).toBe(count);
    expect(await moneyOf(app, player.userId)).toBe(money);
    await scheduler.release();
  });
});

describe('settlement', () => {
  it('pays a single and a combination spanning draws by the stored results, once; the ledger stays sound', async () => {
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [first, next] = await openDraws('dice-duel');
    const player = await newLivePlayer(app);
    const start = await moneyOf(app, player.userId);
    // Exact total on every value of the first draw: one of them wins; a combination over two draws.
    const totals = Array.from({ length: 21 }, (_, index) => String(index + 4));
    const singles = [];
    for (const total of totals) {
      const answer = await place(player, [{ drawID: first!.id, marketID: 'exact-total', selectionID: total }], 100);
      if (answer.result) singles.push(answer.data.coupon);
      else
        expect(answer.message).toBe(
          'Aynı anda en çok 20 açık kuponunuz olabilir. Kuponlarınız sonuçlandıkça yenilerini yapabilirsiniz.',
        );
    }
    expect(singles).toHaveLength(20);
    await runUntil(scheduler, async () => (await drawById(first!.id)).settled_at !== null);
    const drawn = await drawById(first!.id);
    expect(JSON.parse(drawn.result!)).toEqual(diceOf(drawn));
    const dice = diceOf(drawn);
    const sum = dice.home[0] + dice.home[1] + dice.away[0] + dice.away[1];
    let paid = 0;
    for (const coupon of singles) {
      const row = await couponById(coupon.couponID);
      const selection = coupon.selections[0]!;
      const won = Number(selection.selectionID) === sum;
      expect(row.status).toBe(won ? 'won' : 'lost');
      expect(Number(row.return_kurus)).toBe(won ? Math.floor(selection.oddsHundredths) : 0);
      paid += Number(row.return_kurus);
    }
    expect(await moneyOf(app, player.userId)).toBe(start - 2_000 + paid);

    // A combination over the next draw and the one after: open until the later one is settled.
    const third = (await openDraws('dice-duel')).find((draw) => draw.id !== next!.id)!;
    const home = await place(
      player,
      [
        { drawID: next!.id, marketID: 'total-over-under', selectionID: 'over' },
        { drawID: third.id, marketID: 'total-over-under', selectionID: 'over' },
      ],
      1_000,
    );
    const under = await place(
      player,
      [
        { drawID: next!.id, marketID: 'total-over-under', selectionID: 'under' },
        { drawID: third.id, marketID: 'total-over-under', selectionID: 'under' },
      ],
      1_000,
    );
    expect(home.data.coupon.kind).toBe('combination');
    await runUntil(scheduler, async () => (await drawById(next!.id)).settled_at !== null);
    const nextDice = diceOf(await drawById(next!.id));
    const nextOver = nextDice.home[0] + nextDice.home[1] + nextDice.away[0] + nextDice.away[1] > 14.5;
    const stillOpen = nextOver ? home.data.coupon.couponID : under.data.coupon.couponID;
    const lostAlready = nextOver ? under.data.coupon.couponID : home.data.coupon.couponID;
    expect((await couponById(stillOpen)).status).toBe('open');
    // A combination whose selection lost is lost at once (decision 34), its later draw still to come:
    // nothing paid, its place among the open coupons freed, the wallet round closed.
    const lostEarly = await couponById(lostAlready);
    expect(lostEarly.status).toBe('lost');
    expect(Number(lostEarly.return_kurus)).toBe(0);
    expect((await drawById(third.id)).settled_at).toBeNull();
    expect(
      await app.services.db
        .selectFrom('wallet_transactions')
        .select('transaction_id')
        .where('transaction_id', '=', `${lostEarly.transaction_id}-win`)
        .execute(),
    ).toHaveLength(1);
    const openCount = await app.services.db
      .selectFrom('draw_open_coupons')
      .select('open_count')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(Number(openCount.open_count)).toBe(1);
    await runUntil(scheduler, async () => (await drawById(third.id)).settled_at !== null);
    const thirdDice = diceOf(await drawById(third.id));
    const thirdOver = thirdDice.home[0] + thirdDice.home[1] + thirdDice.away[0] + thirdDice.away[1] > 14.5;
    const survivor = await couponById(stillOpen);
    const odds = home.data.coupon.selections.map((selection) => selection.oddsHundredths);
    const underOdds = under.data.coupon.selections.map((selection) => selection.oddsHundredths);
    const expectedOdds = nextOver ? odds : underOdds;
    const wins = nextOver === thirdOver;
    expect(survivor.status).toBe(wins ? 'won' : 'lost');
    // Paid on the combined odds as shown (rounded down to two decimals once).
    const shown = Math.floor((expectedOdds[0]! * expectedOdds[1]!) / 100);
    expect(Number(survivor.return_kurus)).toBe(wins ? Math.floor((1_000 * shown) / 100) : 0);
    expect((await couponById(lostAlready)).status).toBe('lost');

    // A second settlement run pays nothing more.
    const afterMoney = await moneyOf(app, player.userId);
    await app.services.db.updateTable('draws').set({ settled_at: null }).where('id', '=', third.id).execute();
    await scheduler.tick();
    expect(await moneyOf(app, player.userId)).toBe(afterMoney);
    await ledgerIsSound(app);
    await scheduler.release();
  });
});

/** A server seed whose draw of `draw` gives dice that `wanted` accepts (the result is the seed's, as published). */
function seedGiving(
  draw: { public_seed: string; draw_no: number },
  wanted: (sums: { home: number; away: number }) => boolean,
) {
  for (let index = 0; index < 10_000; index += 1) {
    const serverSeed = (draw.draw_no * 100_000 + index).toString(16).padStart(64, 'a');
    const dice = diceOf({ server_seed: serverSeed, public_seed: draw.public_seed, draw_no: draw.draw_no });
    if (wanted({ home: dice.home[0] + dice.home[1], away: dice.away[0] + dice.away[1] })) return serverSeed;
  }
  throw new Error('no seed found');
}

describe('a combination pays the odds it shows', () => {
  it('2,14 × 1,70 on ₺10 shows 3,63 and ₺36,30, and pays ₺36,30 (not ₺36,38)', async () => {
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [first, next] = await openDraws('dice-duel');
    // The draws' results are pinned by their seeds (chosen before any bet): home wins the first, under in the next.
    for (const [draw, wanted] of [
      [first!, (sums: { home: number; away: number }) => sums.home > sums.away],
      [next!, (sums: { home: number; away: number }) => sums.home + sums.away < 14.5],
    ] as const) {
      const serverSeed = seedGiving(draw, wanted);
      await app.services.db
        .updateTable('draws')
        .set({ server_seed: serverSeed, server_seed_hash: hashServerSeed(serverSeed) })
        .where('id', '=', draw.id)
        .execute();
    }
    const player = await newLivePlayer(app);
    const start = await moneyOf(app, player.userId);
    const answer = await place(
      player,
      [
        { drawID: first!.id, marketID: 'match-result', selectionID: 'home', oddsHundredths: 214 },
        { drawID: next!.id, marketID: 'total-over-under', selectionID: 'under', oddsHundredths: 170 },
      ],
      1_000,
    );
    expect(answer.result, answer.message).toBe(true);
    expect(answer.data.coupon.totalOddsHundredths).toBe(363);
    expect(answer.data.coupon.potentialReturnKurus).toBe(3_630);
    await runUntil(scheduler, async () => (await drawById(next!.id)).settled_at !== null);
    const row = await couponById(answer.data.coupon.couponID);
    expect(row.status).toBe('won');
    expect(Number(row.return_kurus)).toBe(3_630);
    expect(await moneyOf(app, player.userId)).toBe(start - 1_000 + 3_630);
    const listed = await app.call<MethodOutput<'betframe.getCoupons'>>('betframe', 'getCoupons', {}, player.user);
    const coupon = listed.data.coupons.find((each) => each.couponID === answer.data.coupon.couponID)!;
    expect(coupon).toMatchObject({ totalOddsHundredths: 363, potentialReturnKurus: 3_630, returnKurus: 3_630 });
    await ledgerIsSound(app);
    await scheduler.release();
  });
});

describe('a combination with a void draw', () => {
  it('counts the void selection at 1.00 and settles on the other draw alone', async () => {
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [first, second] = await openDraws('dice-duel');
    const player = await newLivePlayer(app);
    const start = await moneyOf(app, player.userId);
    const combination = (pick: 'over' | 'under') =>
      place(
        player,
        [
          { drawID: first!.id, marketID: 'total-over-under', selectionID: pick },
          { drawID: second!.id, marketID: 'total-over-under', selectionID: pick },
        ],
        1_000,
      );
    const over = await combination('over');
    const under = await combination('under');
    expect(over.result, over.message).toBe(true);
    expect(under.result, under.message).toBe(true);

    // Nobody ticks until the first draw is past its grace: it is voided, never drawn.
    clock.advance(Date.parse(first!.draws_at) - clock.now().getTime() + TIMING.graceMs + 1);
    await scheduler.tick();
    expect((await drawById(first!.id)).phase).toBe('void');
    await runUntil(scheduler, async () => (await drawById(second!.id)).settled_at !== null);
    const dice = diceOf(await drawById(second!.id));
    const isOver = dice.home[0] + dice.home[1] + dice.away[0] + dice.away[1] > 14.5;
    const [winner, loser] = isOver ? [over, under] : [under, over];
    const secondOdds = winner.data.coupon.selections[1]!.oddsHundredths;
    const won = await couponById(winner.data.coupon.couponID);
    expect(won.status).toBe('won');
    // The void selection is 1.00: the return is the stake at the other selection's odds alone.
    expect(Number(won.return_kurus)).toBe(Math.floor((1_000 * 100 * secondOdds) / 10_000));
    expect((await couponById(loser.data.coupon.couponID)).status).toBe('lost');
    expect(await moneyOf(app, player.userId)).toBe(start - 2_000 + Number(won.return_kurus));
    await ledgerIsSound(app);
    await scheduler.release();
  });
});

describe('the events of a draw', () => {
  it('are published in order on the game topic, numbered without gaps, the seed revealed at settlement', async () => {
    const events: DrawEvent[] = [];
    const stop = app.services.presence.subscribe(drawsTopic('dice-duel'), (message) =>
      events.push(drawEventSchema.parse(message)),
    );
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [draw] = await openDraws('dice-duel');
    await runUntil(scheduler, async () => (await drawById(draw!.id)).settled_at !== null);
    stop();
    await scheduler.release();

    const sequences = events.map((event) => event.sequence);
    expect(sequences.length).toBeGreaterThan(3);
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0]! + index));
    const own = events.filter((event) => event.drawID === draw!.id);
    expect(own.map((event) => event.type)).toEqual(['closed', 'result', 'settled']);
    const stored = await drawById(draw!.id);
    const result = own.find((event) => event.type === 'result');
    expect(result?.type === 'result' && result.result).toMatchObject(JSON.parse(stored.result!));
    const settled = own.find((event) => event.type === 'settled');
    expect(settled?.type === 'settled' && hashServerSeed(settled.serverSeed)).toBe(stored.server_seed_hash);
  });
});

describe('two processes and a dying leader', () => {
  it('run each draw once; a draw interrupted before its result is voided and its single refunded', async () => {
    const one = schedulerOf(app.services);
    const two = schedulerOf(second.services);
    clock.advance(LEASE_TTL_MS + 1);
    await one.tick();
    await two.tick();
    const game = await gameId('dice-duel');
    expect([one.leads(game), two.leads(game)].filter(Boolean)).toHaveLength(1);
    const [draw] = await openDraws('dice-duel');
    const player = await newLivePlayer(app);
    const start = await moneyOf(app, player.userId);
    const coupon = await place(player, [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'draw' }], 2_000);
    expect(coupon.result).toBe(true);
    // The leader dies; nobody ticks until after the draw's grace.
    clock.advance(Date.parse(draw!.draws_at) - clock.now().getTime() + TIMING.graceMs + LEASE_TTL_MS);
    const survivor = one.leads(game) ? two : one;
    await survivor.tick();
    await survivor.tick();
    const voided = await drawById(draw!.id);
    expect(voided.phase).toBe('void');
    expect(voided.result).toBeNull();
    expect(voided.settled_at).not.toBeNull();
    const row = await couponById(coupon.data.coupon.couponID);
    expect(row.status).toBe('void');
    expect(Number(row.return_kurus)).toBe(2_000);
    expect(await moneyOf(app, player.userId)).toBe(start);
    const numbers = await app.services.db
      .selectFrom('draws')
      .select('draw_no')
      .where('game_id', '=', game)
      .orderBy('draw_no')
      .execute();
    expect(numbers.map((row) => row.draw_no)).toEqual(numbers.map((_, index) => index + 1));
    await ledgerIsSound(app);
    await one.release();
    await two.release();
  });
});

describe('a leader that dies in the middle of paying a draw', () => {
  it('leaves the stored result to the process that takes over, which pays every coupon once', async () => {
    // The leader's wallet pays the first coupon and then "dies": the second payment never happens.
    const wallet = sharedRoundWallet(app.services);
    let payments = 0;
    const dying = new DrawScheduler({
      ...app.services,
      timing: TIMING,
      wallet: {
        ...wallet,
        settleBets: (player, settlement) => {
          payments += 1;
          if (payments > 1) return Promise.reject(new Error('killed in the middle of the payments'));
          return wallet.settleBets(player, settlement);
        },
      },
    });
    const survivor = schedulerOf(second.services);
    clock.advance(LEASE_TTL_MS + 1);
    await dying.tick();
    await survivor.tick();
    const game = await gameId('dice-duel');
    expect(dying.leads(game)).toBe(true);
    const [draw] = await openDraws('dice-duel');
    const players = [await newLivePlayer(app), await newLivePlayer(app), await newLivePlayer(app)];
    const starts = await Promise.all(players.map((player) => moneyOf(app, player.userId)));
    const picks = ['home', 'away', 'draw'];
    const coupons = [];
    for (const [index, player] of players.entries()) {
      const selection = { drawID: draw!.id, marketID: 'match-result', selectionID: picks[index]! };
      const placed = await place(player, [selection], 1_000);
      expect(placed.result, placed.message).toBe(true);
      coupons.push(placed.data.coupon);
    }

    clock.advance(Date.parse(draw!.draws_at) - clock.now().getTime());
    await expect(dying.tick()).rejects.toThrow('killed in the middle of the payments');
    const stored = await drawById(draw!.id);
    expect(stored.phase).toBe('drawn');
    expect(stored.settled_at).toBeNull();
    expect(JSON.parse(stored.result!)).toEqual(diceOf(stored));

    // The survivor takes the game once the dead leader's lease has lapsed, and finishes the payments.
    clock.advance(LEASE_TTL_MS + 1);
    await survivor.tick();
    expect(survivor.leads(game)).toBe(true);
    expect((await drawById(draw!.id)).settled_at).not.toBeNull();
    const dice = diceOf(stored);
    const home = dice.home[0] + dice.home[1];
    const away = dice.away[0] + dice.away[1];
    const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
    for (const [index, coupon] of coupons.entries()) {
      const row = await couponById(coupon.couponID);
      const won = picks[index] === winner;
      expect(row.status).toBe(won ? 'won' : 'lost');
      const returnKurus = won ? Math.floor((1_000 * coupon.selections[0]!.oddsHundredths) / 100) : 0;
      expect(Number(row.return_kurus)).toBe(returnKurus);
      expect(await moneyOf(app, players[index]!.userId)).toBe(starts[index]! - 1_000 + returnKurus);
    }
    await ledgerIsSound(app);
    await dying.release();
    await survivor.release();
  });
});

describe('the open-coupon limit', () => {
  it('lets exactly 20 coupons through a burst of 30 at once', async () => {
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [draw] = await openDraws('dice-duel');
    const player = await newLivePlayer(app);
    const start = await moneyOf(app, player.userId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        place(player, [{ drawID: draw!.id, marketID: 'exact-total', selectionID: String(4 + (index % 21)) }], 100),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(20);
    for (const refused of answers.filter((answer) => !answer.result)) {
      expect(refused.message).toBe(
        'Aynı anda en çok 20 açık kuponunuz olabilir. Kuponlarınız sonuçlandıkça yenilerini yapabilirsiniz.',
      );
    }
    expect(await moneyOf(app, player.userId)).toBe(start - 20 * 100);
    const counted = await app.services.db
      .selectFrom('draw_open_coupons')
      .select('open_count')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(counted.open_count).toBe(20);
    await scheduler.release();
  });
});

describe('getCoupons', () => {
  it('lists the last 30 days by default and refuses a start more than 31 days back', async () => {
    const player = await newLivePlayer(app);
    const scheduler = schedulerOf(app.services);
    clock.advance(LEASE_TTL_MS + 1);
    await scheduler.tick();
    const [draw] = await openDraws('dice-duel');
    expect(
      (await place(player, [{ drawID: draw!.id, marketID: 'match-result', selectionID: 'away' }], 500)).result,
    ).toBeDefined();
    const listed = await app.call<MethodOutput<'betframe.getCoupons'>>('betframe', 'getCoupons', {}, player.user);
    expect(listed.data.coupons).toHaveLength(1);
    expect(listed.data.coupons[0]!.stakeKurus).toBe(500);
    const old = await app.call(
      'betframe',
      'getCoupons',
      { startDate: '2026-10-01', endDate: '2026-11-25' },
      player.user,
    );
    expect(old.message).toBe('Kupon geçmişi en fazla son 31 günü gösterir. Lütfen 25.10.2026 veya sonrasını seçin.');
    const reversed = await app.call(
      'betframe',
      'getCoupons',
      { startDate: '2026-11-25', endDate: '2026-11-20' },
      player.user,
    );
    expect(reversed.result).toBe(false);
    const yesterday = await app.call<MethodOutput<'betframe.getCoupons'>>(
      'betframe',
      'getCoupons',
      { startDate: '2026-11-20', endDate: '2026-11-24' },
      player.user,
    );
    expect(yesterday.data.coupons).toHaveLength(0);
    await scheduler.release();
  });
});
