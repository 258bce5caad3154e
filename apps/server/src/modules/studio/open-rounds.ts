import type { StudioDeps } from './deps.js';
import { walletIds } from './spin.js';

/** A spin takes well under a second; a round still pending after this was cut short (a crash). */
export const OPEN_ROUND_GRACE_MS = 10_000;
/** Rounds one run finishes at most; the next run takes the rest. */
const BATCH = 200;

/**
 * Finishes studio rounds left pending (the process died between the outcome and the win): the bet
 * is rolled back through the wallet, so no money stays held. A bet the wallet never saw is
 * answered OK and can no longer arrive (its tombstone). A bet that was paid already (the crash came
 * after the win) cannot be rolled back: the round is settled, and the bet's replay names its round.
 * Answers how many rounds it finished.
 */
export async function finishOpenRounds(deps: StudioDeps): Promise<number> {
  const before = new Date(deps.clock().getTime() - OPEN_ROUND_GRACE_MS).toISOString();
  const rounds = await deps.db
    .selectFrom('studio_rounds')
    .select(['id', 'user_id', 'game_id', 'stake_kurus'])
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let finished = 0;
  for (const round of rounds) {
    if (await finishRound(deps, { ...round, stake_kurus: Number(round.stake_kurus) })) finished += 1;
  }
  return finished;
}

async function finishRound(
  deps: StudioDeps,
  round: { id: number; user_id: number; game_id: number; stake_kurus: number },
): Promise<boolean> {
  const session = await deps.gameWallet.openSession({
    userId: round.user_id,
    gameId: round.game_id,
    purpose: 'settle',
  });
  if (!session) return false;
  const ids = walletIds(round.id);
  const call = { roundId: ids.roundId, amountKurus: round.stake_kurus };
  const rollback = await deps.gameWallet.rollback(session, {
    ...call,
    transactionId: ids.rollback,
    betTransactionId: ids.bet,
  });
  const now = deps.clock().toISOString();
  if (rollback.status === 'OK') {
    await deps.db
      .updateTable('studio_rounds')
      .set({ status: 'rolled_back', settled_at: now })
      .where('id', '=', round.id)
      .where('status', '=', 'pending')
      .execute();
    return true;
  }
  // The bet has its win: replaying the same bet answers its first answer and names the round.
  const replay = await deps.gameWallet.bet(session, { ...call, transactionId: ids.bet });
  if (replay.status !== 'OK') return false;
  await deps.db
    .updateTable('studio_rounds')
    .set({ status: 'settled', game_round_id: replay.gameRoundId, settled_at: now })
    .where('id', '=', round.id)
    .where('status', '=', 'pending')
    .execute();
  return true;
}
