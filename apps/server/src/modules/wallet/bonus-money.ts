import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockPlayerAccounts, readPlayerMoney } from '../../ledger/player-money.js';
import type { WalletDeps } from './deps.js';

/**
 * Cash and bonus money in a round. A stake takes the player's cash first and
 * the bonus balance only for what the cash cannot cover; a win goes back in the shares the stake
 * came from (the bonus part to the bonus balance); a rollback returns each part where it came from.
 * A player with no bonus balance takes the plain path: one transfer, no locks.
 */
export interface PlayerAccounts {
  userId: number;
  player: number;
  house: number;
  /** The player's bonus account when it held money as the call began; null: none to use. */
  bonus: { id: number; balanceKurus: number } | null;
}

export interface Shares {
  cashKurus: number;
  bonusKurus: number;
}

/** The bonus account and its balance, read before the transaction: no money in it, no split. */
export async function usableBonusAccount(db: Kysely<Database>, userId: number): Promise<PlayerAccounts['bonus']> {
  const { bonus } = await readPlayerMoney(db, userId);
  return bonus && bonus.availableKurus > 0 ? { id: bonus.id, balanceKurus: bonus.availableKurus } : null;
}

/**
 * How a stake is paid. With a bonus balance, both accounts are locked in id order (the order every
 * ledger transfer locks in) before they are read, so concurrent stakes of one player split on the
 * balances the others left. The debits stay conditional: a split read wrong is refused, not overdrawn.
 */
export async function stakeShares(
  deps: Pick<WalletDeps, 'dialect'>,
  trx: Transaction<Database>,
  accounts: PlayerAccounts,
  stakeKurus: number,
): Promise<Shares> {
  if (!accounts.bonus) return { cashKurus: stakeKurus, bonusKurus: 0 };
  const ids = [accounts.player, accounts.bonus.id];
  await lockPlayerAccounts(trx, deps.dialect, ids);
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'pending_debits'])
    .where('id', 'in', ids)
    .execute();
  const cash = rows.find((row) => row.id === accounts.player);
  const cashAvailable = cash ? Math.max(0, Number(cash.balance) - Number(cash.pending_debits)) : 0;
  const cashKurus = Math.min(stakeKurus, cashAvailable);
  return { cashKurus, bonusKurus: stakeKurus - cashKurus };
}

/** The bonus part of a win: the bonus part of the round's stake, as a share, rounded down. */
export function winShares(winKurus: number, stakeKurus: number, bonusStakeKurus: number): Shares {
  if (winKurus <= 0 || bonusStakeKurus <= 0 || stakeKurus <= 0) return { cashKurus: winKurus, bonusKurus: 0 };
  // BigInt: a large win times a large stake passes 2^53.
  const bonusKurus = Number((BigInt(winKurus) * BigInt(bonusStakeKurus)) / BigInt(stakeKurus));
  return { cashKurus: winKurus - bonusKurus, bonusKurus };
}

export interface SplitMovement {
  /** The stake leaves the player; a win or a refund comes from the house. */
  from: 'player' | 'house';
  shares: Shares;
  /** The cash part's transfer id; the bonus part's is this with `:bonus`. */
  transferId: string;
  kind: string;
  reference: string;
}

export interface SplitMoved {
  /** The first transfer made (the cash part's, else the bonus part's); null when nothing moved. */
  transferId: string | null;
  /** Cash and bonus available after, where a transfer told it. */
  cashAfter: number | undefined;
  bonusAfter: number | undefined;
}

/** One ledger transfer per non-zero part, between the player's cash or bonus and the house. */
export async function moveShares(
  deps: Pick<WalletDeps, 'ledger'>,
  trx: Transaction<Database>,
  accounts: PlayerAccounts,
  movement: SplitMovement,
): Promise<SplitMoved> {
  const { shares } = movement;
  const moved: SplitMoved = { transferId: null, cashAfter: undefined, bonusAfter: undefined };
  if (shares.cashKurus > 0) {
    const pair: [number, number] = [accounts.player, accounts.house];
    const outcome = await transferPart(deps, trx, movement, pair, shares.cashKurus, movement.transferId);
    moved.transferId = movement.transferId;
    moved.cashAfter = outcome.availableAfter.get(accounts.player);
  }
  if (shares.bonusKurus > 0) {
    // A win for a round staked partly from the bonus may find the balance emptied since: the account still exists.
    const bonusId = accounts.bonus?.id ?? (await deps.ledger.playerBonusAccountId(accounts.userId, trx));
    const transferId = `${movement.transferId}:bonus`;
    const outcome = await transferPart(deps, trx, movement, [bonusId, accounts.house], shares.bonusKurus, transferId);
    moved.transferId ??= transferId;
    moved.bonusAfter = outcome.availableAfter.get(bonusId);
  }
  return moved;
}

function transferPart(
  deps: Pick<WalletDeps, 'ledger'>,
  trx: Transaction<Database>,
  movement: SplitMovement,
  [playerAccount, houseAccount]: [number, number],
  amountKurus: number,
  transferId: string,
) {
  const fromPlayer = movement.from === 'player';
  return deps.ledger.transfer(
    {
      transferId,
      debitAccountId: fromPlayer ? playerAccount : houseAccount,
      creditAccountId: fromPlayer ? houseAccount : playerAccount,
      amountKurus,
      kind: movement.kind,
      reference: movement.reference,
    },
    trx,
  );
}

export interface BalanceAfter {
  cashKurus: number;
  bonusKurus: number;
  /** What a game shows and may stake: cash and bonus together. */
  totalKurus: number;
}

/**
 * The player's balances after a movement: what its transfers told, else what an earlier step
 * told, else the bonus as read when the call began and the cash read now.
 */
export async function balanceAfter(
  trx: Transaction<Database>,
  accounts: PlayerAccounts,
  moved: SplitMoved,
  before?: BalanceAfter,
): Promise<BalanceAfter> {
  const cashKurus = moved.cashAfter ?? before?.cashKurus ?? (await availableOf(trx, accounts.player));
  const bonusKurus = moved.bonusAfter ?? before?.bonusKurus ?? accounts.bonus?.balanceKurus ?? 0;
  return { cashKurus, bonusKurus, totalKurus: cashKurus + bonusKurus };
}

async function availableOf(trx: Transaction<Database>, accountId: number): Promise<number> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select(['balance', 'pending_debits'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.balance) - Number(row.pending_debits);
}
