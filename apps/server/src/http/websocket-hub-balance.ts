import { type PlayerLiveEvent, playerTopic } from '@bnw/contract';
import { readPlayerMoney } from '../ledger/player-money.js';
import type { Services } from '../services.js';

/** Players waiting for their push at most; beyond it a burst's pushes are skipped (the page polls again when asked). */
const MAX_WAITING_PLAYERS = 10_000;
/** Balances read together, so a burst does not take every database connection at once. */
const READS_AT_ONCE = 20;

/**
 * The balance push: after every committed movement of a player's cash or bonus (the ledger's
 * watcher sees deposits, withdrawals and their holds, wallet bets, wins and rollbacks, our studio's
 * spins, bonus grants, conversions and forfeits, tournament prizes), the player's balance is read
 * again and published on their topic, as `finance.check_balance` would answer it. Movements of one
 * player close together give one read; a read never happens for a player nobody can be watching
 * (in process, no socket of theirs). Answers the function that stops it.
 */
export function pushBalances(
  deps: Pick<Services, 'ledger' | 'db' | 'presence'>,
  log: { warn(object: unknown, message: string): void },
): () => void {
  const waiting = new Set<number>();
  let flushing = false;

  // One flush at a time, so a player's later balance is never published before an earlier one.
  const flush = async () => {
    try {
      while (waiting.size > 0) {
        const players = [...waiting].slice(0, READS_AT_ONCE);
        for (const userId of players) waiting.delete(userId);
        await Promise.all(players.map((userId) => pushBalance(deps, userId).catch((error: unknown) => warn(error))));
      }
    } finally {
      flushing = false;
    }
  };
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true; // once per burst: a Redis outage would otherwise log every bet
    log.warn({ err: error }, 'balance push failed');
    setTimeout(() => (warned = false), 60_000).unref();
  };

  return deps.ledger.watchPlayerMoney((userId) => {
    if (!deps.presence.mayReach(playerTopic(userId)) || waiting.size >= MAX_WAITING_PLAYERS) return;
    waiting.add(userId);
    if (flushing) return;
    flushing = true;
    setImmediate(() => void flush());
  });
}

async function pushBalance(deps: Pick<Services, 'db' | 'presence'>, userId: number): Promise<void> {
  const { cash, bonus } = await readPlayerMoney(deps.db, userId);
  const event: PlayerLiveEvent = {
    kind: 'balance',
    balance: {
      balance: cash?.availableKurus ?? 0,
      pending: cash?.pendingDebitsKurus ?? 0,
      bonus: bonus?.availableKurus ?? 0,
      currency: 'TRY',
    },
  };
  await deps.presence.publish(playerTopic(userId), event);
}
