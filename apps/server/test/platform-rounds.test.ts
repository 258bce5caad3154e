import { type Kysely, type Transaction, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import type { RoundPlayer, SharedRoundWalletPort, SharedSettlement } from '../src/platform/game-wallet-port.js';
import { Leases } from '../src/platform/lease.js';
import {
  AlreadyClosed,
  type FencedRow,
  type FencedTable,
  ROUND_LEASE_TTL_MS,
  type RoundGame,
  RoundScheduler,
  type SequencedTable,
  StaleLeader,
  advanceUnit,
  fencedStep,
  settleOnePage,
} from '../src/platform/rounds/index.js';
import { manualClock } from './support/players.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

/**
 * A small coin-toss game on the kit, with tables of its own made here: a round opens, closes when
 * its time is up, and its bets are paid (heads doubles, tails loses) a page of players at a time;
 * then the next round opens. It proves what every real game relies on: the steps in order, no write
 * from a leader that lost its lead, settlement in bounded pages, events published only after their
 * transaction committed, numbered 1, 2, 3, … on the unit whoever led.
 */
const UNITS = 'kit_coin_tables' as FencedTable & SequencedTable;
const ROUND_MS = 10_000;
const PAGE_SIZE = 2;

interface CoinTable {
  id: number;
  code: string;
}
type CoinStep = 'open' | 'close' | 'settle';
interface CoinEvent {
  type: 'opened' | 'closed' | 'settled';
  roundNo: number;
}

interface CoinRound {
  round_no: number;
  phase: 'betting' | 'closed' | 'settled';
  closes_at: string;
}

let database: TestDatabase;
let db: Kysely<Database>;
const clock = manualClock();
const published: Array<{ topic: string; event: CoinEvent & { sequence: number }; phaseSeen: string | null }> = [];
const walletCalls: Array<{ userId: number; kind: 'settle' | 'void'; roundId: string }> = [];

/** Reads what is committed at the moment of a publish: a publish before commit would see the earlier phase. */
const presence = {
  async publish(topic: string, message: unknown) {
    const event = message as CoinEvent & { sequence: number };
    const round = await latestRound(1);
    published.push({ topic, event, phaseSeen: round ? `${round.round_no}:${round.phase}` : null });
  },
};

/** The wallet's part played by a transaction that runs the game's plan and remembers the call. */
const wallet: SharedRoundWalletPort = {
  placeBets: () => Promise.reject(new Error('not used by the coin game')),
  settleBets: (player, settlement) => walletCall(player, settlement, 'settle'),
  voidBets: (player, settlement) => walletCall(player, settlement, 'void'),
};

async function walletCall(player: RoundPlayer, settlement: SharedSettlement, kind: 'settle' | 'void') {
  await db.transaction().execute((trx) => settlement.plan(trx));
  walletCalls.push({ userId: player.userId, kind, roundId: settlement.roundId });
  return { closedBets: settlement.bets.length, movedKurus: 0 };
}

async function latestRound(tableId: number): Promise<CoinRound | undefined> {
  const { rows } = await sql<CoinRound>`
    select round_no, phase, closes_at from kit_coin_rounds where table_id = ${tableId}
    order by round_no desc limit 1`.execute(db);
  return rows[0];
}

function coinGame(options: { failAfterWrite?: boolean } = {}): RoundGame<CoinTable, CoinStep> {
  const topicOf = (table: CoinTable) => `table:coin-${table.code}`;
  const step = (table: CoinTable, fence: FencedRow, work: (trx: Transaction<Database>) => Promise<CoinEvent[]>) =>
    fencedStep({ db, presence }, { ...fence, table: UNITS }, topicOf(table), async (trx) => {
      const events = await work(trx);
      if (options.failAfterWrite) throw new Error('the step failed after its write');
      return { value: undefined, events };
    });
  return {
    leasePrefix: 'kit.coin',
    fencedTable: UNITS,
    stepsPerTick: 6,
    units: async () => (await sql<CoinTable>`select id, code from kit_coin_tables order by id`.execute(db)).rows,
    async nextStep(table, now) {
      const round = await latestRound(table.id);
      if (!round || round.phase === 'settled') return 'open';
      if (round.phase === 'closed') return 'settle';
      return now.getTime() >= Date.parse(round.closes_at) ? 'close' : null;
    },
    async runStep(next, table, fence) {
      const round = await latestRound(table.id);
      const roundNo = round?.round_no ?? 0;
      if (next === 'open') {
        await step(table, fence, async (trx) => {
          const closesAt = new Date(clock.now().getTime() + ROUND_MS).toISOString();
          await sql`insert into kit_coin_rounds (table_id, round_no, phase, closes_at)
            values (${table.id}, ${roundNo + 1}, 'betting', ${closesAt})`.execute(trx);
          return [{ type: 'opened', roundNo: roundNo + 1 }];
        });
        return true;
      }
      if (next === 'close') {
        await step(table, fence, async (trx) => {
          await setPhase(trx, table.id, roundNo, 'closed');
          return [{ type: 'closed', roundNo }];
        });
        return true;
      }
      const done = await settleOnePage(wallet, fence, coinBets(table.id, roundNo));
      if (!done) return false;
      await step(table, fence, async (trx) => {
        await setPhase(trx, table.id, roundNo, 'settled');
        return [{ type: 'settled', roundNo }];
      });
      return true;
    },
  };
}

function setPhase(trx: Transaction<Database>, tableId: number, roundNo: number, phase: CoinRound['phase']) {
  return sql`update kit_coin_rounds set phase = ${phase} where table_id = ${tableId} and round_no = ${roundNo}`.execute(
    trx,
  );
}

function coinBets(tableId: number, roundNo: number) {
  return {
    pageSize: PAGE_SIZE,
    nextOwners: async (limit: number) =>
      (
        await sql<{ user_id: number }>`select distinct user_id from kit_coin_bets
          where table_id = ${tableId} and round_no = ${roundNo} and status = 'open' order by user_id limit ${limit}`.execute(
          db,
        )
      ).rows.map((row) => Number(row.user_id)),
    closingOf: async (userId: number) => {
      const { rows } = await sql<{ id: number; stake: number }>`select id, stake from kit_coin_bets
        where table_id = ${tableId} and round_no = ${roundNo} and user_id = ${userId} and status = 'open'`.execute(db);
      const heads = roundNo % 2 === 1;
      return {
        player: { userId, gameId: tableId },
        roundId: `coin-${tableId}-${roundNo}-${userId}`,
        kind: 'settle' as const,
        bets: rows.map((bet) => ({ transactionId: `bet-${bet.id}`, returnKurus: heads ? Number(bet.stake) * 2 : 0 })),
        mark: async (trx: Transaction<Database>) => {
          const closed = await sql`update kit_coin_bets set status = 'settled'
            where table_id = ${tableId} and round_no = ${roundNo} and user_id = ${userId} and status = 'open'`.execute(
            trx,
          );
          if (Number(closed.numAffectedRows ?? 0) === 0) throw new AlreadyClosed(`player ${userId}'s bets`);
        },
      };
    },
  };
}

async function placeBet(userId: number, roundNo: number, stake = 100) {
  await sql`insert into kit_coin_bets (table_id, round_no, user_id, stake, status)
    values (1, ${roundNo}, ${userId}, ${stake}, 'open')`.execute(db);
}

async function openBetCount(roundNo: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from kit_coin_bets
    where round_no = ${roundNo} and status = 'open'`.execute(db);
  return Number(rows[0]!.n);
}

async function unitRow(): Promise<{ fence: number; sequence: number }> {
  const { rows } = await sql<{ fence: number; sequence: number }>`
    select fence, sequence from kit_coin_tables where id = 1`.execute(db);
  return { fence: Number(rows[0]!.fence), sequence: Number(rows[0]!.sequence) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  const id = database.handle.dialect === 'postgres' ? 'serial primary key' : 'integer primary key autoincrement';
  await sql`create table kit_coin_tables (id integer primary key, code text not null,
    fence integer not null default 0, sequence integer not null default 0)`.execute(db);
  await sql`create table kit_coin_rounds (table_id integer not null, round_no integer not null,
    phase text not null, closes_at text not null, primary key (table_id, round_no))`.execute(db);
  await sql`create table kit_coin_bets (id ${sql.raw(id)}, table_id integer not null, round_no integer not null,
    user_id integer not null, stake integer not null, status text not null)`.execute(db);
});
afterAll(() => database.drop());

beforeEach(async () => {
  for (const table of ['kit_coin_bets', 'kit_coin_rounds', 'kit_coin_tables', 'leases']) {
    await sql`delete from ${sql.table(table)}`.execute(db);
  }
  await sql`insert into kit_coin_tables (id, code) values (1, 'yazi-tura')`.execute(db);
  published.length = 0;
  walletCalls.length = 0;
});

describe('the round-game kit on a coin-toss game', () => {
  it('takes the steps in order as the clock allows, and numbers the events 1, 2, 3, … on the unit', async () => {
    const scheduler = new RoundScheduler({ db, leases: new Leases(db, clock.now), clock: clock.now }, coinGame());
    await scheduler.tick();
    expect(scheduler.leads(1)).toBe(true);
    expect(await latestRound(1)).toMatchObject({ round_no: 1, phase: 'betting' });
    await scheduler.tick(); // nothing is due before the round closes
    expect(published.map((entry) => entry.event.type)).toEqual(['opened']);

    await placeBet(7, 1);
    clock.advance(ROUND_MS);
    await scheduler.tick();
    expect(published.map((entry) => `${entry.event.type}:${entry.event.roundNo}`)).toEqual([
      'opened:1',
      'closed:1',
      'settled:1',
      'opened:2',
    ]);
    expect(published.map((entry) => entry.event.sequence)).toEqual([1, 2, 3, 4]);
    expect(published.every((entry) => entry.topic === 'table:coin-yazi-tura')).toBe(true);
    expect((await unitRow()).sequence).toBe(4);
    expect(walletCalls).toEqual([{ userId: 7, kind: 'settle', roundId: 'coin-1-1-7' }]);
  });

  it('publishes a step’s events only once its transaction committed, and none of a step that rolled back', async () => {
    const leases = new Leases(db, clock.now);
    await new RoundScheduler({ db, leases, clock: clock.now }, coinGame()).tick();
    // Each event saw its own write committed: the phase it announces was already in the database.
    expect(published).toEqual([expect.objectContaining({ phaseSeen: '1:betting' })]);

    clock.advance(ROUND_MS);
    const failing = new RoundScheduler({ db, leases, clock: clock.now }, coinGame({ failAfterWrite: true }));
    await expect(failing.tick()).rejects.toThrow('the step failed after its write');
    expect(await latestRound(1)).toMatchObject({ round_no: 1, phase: 'betting' });
    expect(published).toHaveLength(1);
    expect((await unitRow()).sequence).toBe(1);
  });

  it('settles the open bets a page of players at a time, each player once, however many ticks it takes', async () => {
    const scheduler = new RoundScheduler({ db, leases: new Leases(db, clock.now), clock: clock.now }, coinGame());
    await scheduler.tick();
    for (const userId of [11, 12, 13, 14, 15]) await placeBet(userId, 1);
    await placeBet(11, 1, 50); // a second bet of the same player is closed with the first
    clock.advance(ROUND_MS);

    await scheduler.tick(); // closes, then the first page
    expect(walletCalls.map((call) => call.userId)).toEqual([11, 12]);
    expect(await openBetCount(1)).toBe(3);
    await scheduler.tick();
    expect(walletCalls.map((call) => call.userId)).toEqual([11, 12, 13, 14]);
    expect(published.map((entry) => entry.event.type)).toEqual(['opened', 'closed']);
    await scheduler.tick(); // the last page is short: the round is settled and the next opens
    expect(walletCalls.map((call) => call.userId)).toEqual([11, 12, 13, 14, 15]);
    expect(await openBetCount(1)).toBe(0);
    expect(published.map((entry) => entry.event.type)).toEqual(['opened', 'closed', 'settled', 'opened']);
  });

  it('lets a leader that lost its lead write nothing, and a new leader carry on the same numbering', async () => {
    const first = new RoundScheduler({ db, leases: new Leases(db, clock.now), clock: clock.now }, coinGame());
    const second = new RoundScheduler({ db, leases: new Leases(db, clock.now), clock: clock.now }, coinGame());
    await first.tick();
    await second.tick(); // the lease is the first's
    expect([first.leads(1), second.leads(1)]).toEqual([true, false]);
    const firstFence = await unitRow();

    // The first pauses past its lease; the second takes over, raising the token, and stops cleanly.
    clock.advance(ROUND_LEASE_TTL_MS + 1);
    await second.tick();
    expect(second.leads(1)).toBe(true);
    expect((await unitRow()).fence).toBe(firstFence.fence + 1);
    await second.release();

    // Back, the first gets the free lease but still writes with its old token: refused, nothing written.
    clock.advance(ROUND_MS);
    const game = coinGame();
    await expect(
      advanceUnit(
        { clock: clock.now },
        game,
        { id: 1, code: 'yazi-tura' },
        {
          table: UNITS,
          id: 1,
          fence: firstFence.fence,
        },
      ),
    ).rejects.toBeInstanceOf(StaleLeader);
    await first.tick(); // the scheduler drops the stale token ...
    expect(first.leads(1)).toBe(false);
    expect(await latestRound(1)).toMatchObject({ round_no: 1, phase: 'betting' });
    await first.tick(); // ... and leads again with a new one
    expect(first.leads(1)).toBe(true);
    expect((await unitRow()).fence).toBe(firstFence.fence + 2);
    expect(await latestRound(1)).toMatchObject({ round_no: 2, phase: 'betting' });
    expect(published.map((entry) => entry.event.sequence)).toEqual([1, 2, 3, 4]);
  });

  it('keeps one unit’s failure from the others, and reports it', async () => {
    await sql`insert into kit_coin_tables (id, code) values (2, 'tura-yazi')`.execute(db);
    const game = coinGame();
    const failingFirst: RoundGame<CoinTable, CoinStep> = {
      ...game,
      nextStep: (table, now) =>
        table.id === 1 ? Promise.reject(new Error('table 1 is broken')) : game.nextStep(table, now),
    };
    const scheduler = new RoundScheduler({ db, leases: new Leases(db, clock.now), clock: clock.now }, failingFirst);
    await expect(scheduler.tick()).rejects.toThrow('table 1 is broken');
    expect(await latestRound(2)).toMatchObject({ round_no: 1, phase: 'betting' });
  });
});
