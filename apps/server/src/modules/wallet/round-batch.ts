import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { houseGameAccount, playerBonusAccount, playerCashAccount } from '../../ledger/house-accounts.js';
import type { LockedAccount } from '../../ledger/ledger-service.js';
import type { GameRoundWriter, PlannedRound, PlayedRound, RoundPlayer } from '../../platform/game-wallet-port.js';
import { type PlayGate, ProtectionRefusal, countReturn, countStake, playGates } from '../../protection/guard.js';
import type { WalletDeps } from './deps.js';
import { type Shares, winShares } from './bonus-money.js';
import { type BatchGame, type SettledRound, roundRows } from './round-rows.js';

/** A whole round waiting in a batch: the player, the game's plan, and when the call came. */
export interface BatchRound {
  player: RoundPlayer;
  plan: PlannedRound<unknown, unknown>;
  at: Date;
}

/** A refusal the wallet records for player protection once the batch has committed. */
export interface RefusedByProtection {
  /** The round's place in the batch. */
  index: number;
  reason: string;
}

export interface BatchOutcome {
  /** The rounds the batch took, in the order of `answers`. */
  rounds: readonly BatchRound[];
  answers: Array<PlayedRound<unknown>>;
  refusals: RefusedByProtection[];
}

type Answer = PlayedRound<unknown>;

/** A round still in play while the batch decides, with what it has learnt of its player and game. */
interface Candidate {
  index: number;
  round: BatchRound;
  game: BatchGame;
  gate: PlayGate;
  cash: LockedAccount;
  bonus: LockedAccount | null;
  house: LockedAccount;
  stake: Shares;
}

/**
 * Settles whole rounds of different players in one transaction (decision 44). Every
 * refusal is decided on figures read in the transaction (the gates, the games, the accounts read
 * under their locks, the turns taken by one conditional statement) and answered for its round
 * alone; the accepted rounds' rows are written with one statement per table for the whole batch.
 */
export async function settleBatch(deps: WalletDeps, take: () => readonly BatchRound[]): Promise<BatchOutcome> {
  const answers: Answer[] = [];
  const refusals: RefusedByProtection[] = [];
  let rounds: readonly BatchRound[] = [];
  const refuse = (index: number, answer: Answer, reason?: string) => {
    answers[index] = answer;
    if (reason) refusals.push({ index, reason });
  };
  await deps.db.transaction().execute(async (trx) => {
    // Taken once the transaction holds its connection: whatever arrived while it waited joins.
    rounds = take();
    if (rounds.length === 0) return;
    const admitted = await admitRounds(trx, rounds, refuse);
    const paid = await lockAndPay(deps, trx, admitted, refuse);
    const turned = await takeTurns(trx, paid, refuse);
    const counted = await countLimits(trx, turned, refuse);
    const settled = await writeRounds(deps, trx, counted);
    for (const round of settled) answers[round.index] = round.answer;
  });
  return { rounds, answers, refusals };
}

type Refuse = (index: number, answer: Answer, reason?: string) => void;

function protectionAnswer(status: 'PLAYER_BLOCKED' | 'LIMIT_REACHED', refusal: ProtectionRefusal): Answer {
  return { status, refusal: { key: refusal.key, params: refusal.params } };
}

/** The games (active, of an active provider) and the players' gates, each in one read for the batch. */
async function admitRounds(trx: Transaction<Database>, rounds: readonly BatchRound[], refuse: Refuse) {
  const now = rounds[0]!.at;
  const gates = await playGates(
    trx,
    rounds.map((round) => round.player.userId),
    now,
  );
  const games = await activeGames(
    trx,
    rounds.map((round) => round.player.gameId),
  );
  const admitted: Array<Pick<Candidate, 'index' | 'round' | 'game' | 'gate'>> = [];
  rounds.forEach((round, index) => {
    const game = games.get(round.player.gameId);
    const gate = gates.get(round.player.userId);
    if (!game) return refuse(index, { status: 'GAME_UNAVAILABLE' });
    if (!gate?.accountActive) return refuse(index, { status: 'PLAYER_BLOCKED', refusal: null });
    if (gate.refusal) return refuse(index, protectionAnswer(gate.refusalStatus, gate.refusal), gate.refusal.key);
    if (round.plan.stakeKurus > gate.maxStakeKurus) {
      return refuse(index, protectionAnswer('LIMIT_REACHED', gate.maxStakeRefusal), gate.maxStakeRefusal.key);
    }
    admitted.push({ index, round, game, gate });
  });
  return admitted;
}

async function activeGames(trx: Transaction<Database>, gameIds: readonly number[]): Promise<Map<number, BatchGame>> {
  const rows = await trx
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.code', 'game_providers.id as provider_id', 'game_providers.code as provider_code'])
    .where('games.id', 'in', [...new Set(gameIds)])
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { gameId: row.id, code: row.code, providerId: row.provider_id, providerCode: row.provider_code },
    ]),
  );
}

/**
 * The players' cash and bonus accounts and the house shards, locked and read in one statement; a
 * stake takes cash first and the bonus for the rest, and a round whose player cannot pay it is
 * refused here, before anything of it is written.
 */
async function lockAndPay(
  deps: WalletDeps,
  trx: Transaction<Database>,
  admitted: ReadonlyArray<Pick<Candidate, 'index' | 'round' | 'game' | 'gate'>>,
  refuse: Refuse,
): Promise<Candidate[]> {
  if (admitted.length === 0) return [];
  const houseCode = (one: (typeof admitted)[number]) =>
    houseGameAccount(one.game.providerCode, one.round.player.userId, deps.config.walletHouseShards);
  const codes = new Set<string>();
  for (const one of admitted) {
    codes.add(playerCashAccount(one.round.player.userId));
    codes.add(playerBonusAccount(one.round.player.userId));
    codes.add(houseCode(one));
  }
  const locked = await deps.ledger.lockAccounts(trx, deps.dialect, [...codes]);
  const paid: Candidate[] = [];
  for (const one of admitted) {
    const { userId } = one.round.player;
    const cash = locked.get(playerCashAccount(userId));
    const bonus = locked.get(playerBonusAccount(userId)) ?? null;
    const stake = stakeSharesOf(cash, bonus, one.round.plan.stakeKurus);
    if (!cash || !stake) {
      refuse(one.index, { status: 'INSUFFICIENT_FUNDS' });
      continue;
    }
    const house = locked.get(houseCode(one)) ?? (await newHouseAccount(deps, trx, houseCode(one), locked));
    paid.push({ ...one, cash, bonus, house, stake });
  }
  return paid;
}

/** Cash first, the bonus balance for the rest; null when the two together cannot pay. */
function stakeSharesOf(cash: LockedAccount | undefined, bonus: LockedAccount | null, stakeKurus: number) {
  const available = (account: LockedAccount | null | undefined) =>
    account ? Math.max(0, account.balanceKurus - account.pendingDebitsKurus) : 0;
  const cashKurus = Math.min(stakeKurus, available(cash));
  const bonusKurus = stakeKurus - cashKurus;
  return bonusKurus > available(bonus) ? null : { cashKurus, bonusKurus };
}

/** A house shard's first round ever: its account is made (and so locked) inside the batch. */
async function newHouseAccount(
  deps: WalletDeps,
  trx: Transaction<Database>,
  code: string,
  locked: Map<string, LockedAccount>,
): Promise<LockedAccount> {
  const id = await deps.ledger.houseAccountId(code, trx);
  const [account] = (await deps.ledger.lockAccounts(trx, deps.dialect, [code])).values();
  if (!account || account.id !== id) throw new Error(`house account ${code} could not be made`);
  locked.set(code, account);
  return account;
}

/** Each game's writer takes its rounds' turns in one statement; a round whose turn was taken since is refused. */
async function takeTurns(trx: Transaction<Database>, paid: readonly Candidate[], refuse: Refuse) {
  const held: Candidate[] = [];
  for (const [writer, group] of byWriter(paid.filter((one) => !one.gate.hasLimits))) {
    const kept = await writer.takeTurns(
      trx,
      group.map((one) => one.round.plan.data),
    );
    group.forEach((one, position) =>
      kept.has(position) ? held.push(one) : refuse(one.index, { status: 'TURN_TAKEN' }),
    );
  }
  // A player with money limits takes the turn with the counting, both undone together on a refusal.
  return { held, limited: paid.filter((one) => one.gate.hasLimits) };
}

function byWriter(rounds: readonly Candidate[]): Map<GameRoundWriter<unknown>, Candidate[]> {
  const groups = new Map<GameRoundWriter<unknown>, Candidate[]>();
  for (const one of rounds) {
    const group = groups.get(one.round.plan.writer) ?? [];
    group.push(one);
    groups.set(one.round.plan.writer, group);
  }
  return groups;
}

/**
 * The few players with deposit, loss or stake limits: each one's turn and counting inside its own
 * savepoint, so a limit reached undoes that player's counting and turn and nobody else's.
 */
async function countLimits(
  trx: Transaction<Database>,
  turned: { held: Candidate[]; limited: Candidate[] },
  refuse: Refuse,
): Promise<Candidate[]> {
  const counted = [...turned.held];
  for (const one of turned.limited) {
    const { plan, player, at } = one.round;
    await sql`savepoint limited_round`.execute(trx);
    try {
      const kept = await plan.writer.takeTurns(trx, [plan.data]);
      if (!kept.has(0)) {
        refuse(one.index, { status: 'TURN_TAKEN' });
      } else {
        await countStake(trx, player.userId, plan.stakeKurus, at, true);
        await countReturn(trx, player.userId, plan.winKurus, at);
        counted.push(one);
      }
      await sql`release savepoint limited_round`.execute(trx);
    } catch (error) {
      if (!(error instanceof ProtectionRefusal)) throw error;
      await sql`rollback to savepoint limited_round`.execute(trx);
      await sql`release savepoint limited_round`.execute(trx);
      refuse(one.index, protectionAnswer('LIMIT_REACHED', error), error.key);
    }
  }
  return counted;
}

/**
 * The accepted rounds' writes, one statement per table for the whole batch: the wallet's rounds,
 * the ledger's transfers and balances, the call rows, each game's proofs and the round_settled
 * events with their deliveries.
 */
async function writeRounds(
  deps: WalletDeps,
  trx: Transaction<Database>,
  accepted: readonly Candidate[],
): Promise<Array<{ index: number; answer: Answer }>> {
  if (accepted.length === 0) return [];
  const now = deps.clock().toISOString();
  const settled: SettledRound[] = accepted.map((one) => ({
    player: one.round.player,
    game: one.game,
    plan: one.round.plan,
    accounts: { cash: one.cash, bonus: one.bonus, house: one.house },
    stake: one.stake,
    win: winShares(one.round.plan.winKurus, one.round.plan.stakeKurus, one.stake.bonusKurus),
  }));
  const rows = roundRows(settled, now);
  const inserted = await trx
    .insertInto('game_rounds')
    .values(rows.rounds)
    .returning(['id', 'round_id', 'provider_id'])
    .execute();
  const roundIds = new Map(inserted.map((row) => [`${row.provider_id}:${row.round_id}`, row.id]));
  const gameRoundIds = settled.map((round) => {
    const id = roundIds.get(`${round.game.providerId}:${round.plan.roundId}`);
    if (id === undefined) throw new Error(`round ${round.plan.roundId} was not inserted`);
    return id;
  });
  const available = await deps.ledger.moveLocked(trx, rows.transfers(gameRoundIds), lockedOf(accepted));
  // An account the round did not move (a bonus balance a stake paid in cash left alone) is as locked.
  const availableNow = (account: LockedAccount) =>
    available.get(account.id) ?? account.balanceKurus - account.pendingDebitsKurus;
  const balances = settled.map((round) => ({
    cashKurus: availableNow(round.accounts.cash),
    bonusKurus: round.accounts.bonus ? availableNow(round.accounts.bonus) : 0,
  }));
  await trx.insertInto('wallet_transactions').values(rows.calls(gameRoundIds, balances)).execute();
  for (const [writer, group] of byWriterIndexes(settled)) {
    await writer.recordRounds(
      trx,
      group.map((position) => ({ data: settled[position]!.plan.data, gameRoundId: gameRoundIds[position]! })),
    );
  }
  await deps.events.recordMany(trx, 'round_settled', rows.events(gameRoundIds));
  return accepted.map((one, position) => ({
    index: one.index,
    answer: {
      status: 'OK',
      gameRoundId: gameRoundIds[position]!,
      balanceKurus: balances[position]!.cashKurus + balances[position]!.bonusKurus,
      result: one.round.plan.result,
    },
  }));
}

function lockedOf(accepted: readonly Candidate[]): LockedAccount[] {
  const accounts = new Map<number, LockedAccount>();
  for (const one of accepted) {
    for (const account of [one.cash, one.bonus, one.house]) if (account) accounts.set(account.id, account);
  }
  return [...accounts.values()];
}

function byWriterIndexes(settled: readonly SettledRound[]): Map<GameRoundWriter<unknown>, number[]> {
  const groups = new Map<GameRoundWriter<unknown>, number[]>();
  settled.forEach((round, position) => {
    const group = groups.get(round.plan.writer) ?? [];
    group.push(position);
    groups.set(round.plan.writer, group);
  });
  return groups;
}
