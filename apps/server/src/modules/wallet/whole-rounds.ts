import type { EventOutbox } from '../../platform/events.js';
import { Batcher } from '../../platform/batcher.js';
import type { GameWalletPort, PlannedRound, PlayedRound, RoundPlayer } from '../../platform/game-wallet-port.js';
import { recordDecision } from '../../protection/guard.js';
import type { WalletDeps } from './deps.js';
import { type BatchOutcome, type BatchRound, settleBatch } from './round-batch.js';

/**
 * The wallet as our in-process studio sees it (platform/game-wallet-port.ts): a whole round, bet and
 * win, handed over as data and settled with the other rounds that arrived meanwhile in one
 * transaction (round-batch.ts).
 */
export function gameWalletPort(deps: WalletDeps): GameWalletPort {
  const batcher = new Batcher<BatchRound, PlayedRound<unknown> | BatchFailure>({
    run: (take) => settleRounds(deps, take),
    keyOf: (round) => round.player.userId,
    maxSize: BATCH_MAX_ROUNDS,
    // SQLite has one writer: a second batch would only wait for the first.
    maxRunning: deps.dialect === 'postgres' ? 2 : 1,
    maxQueued: BATCH_MAX_QUEUED,
  });
  return {
    async playRound<T, D>(player: RoundPlayer, plan: PlannedRound<T, D>): Promise<PlayedRound<T>> {
      assertRoundAmounts(plan);
      const answer = await batcher.submit({ player, plan: plan as PlannedRound<unknown, unknown>, at: deps.clock() });
      if (answer instanceof BatchFailure) throw answer.error;
      return answer as PlayedRound<T>;
    },
  };
}

/** Rounds settled together; more wait for the next batch. */
const BATCH_MAX_ROUNDS = 64;
/** Beyond this many waiting rounds a new one is refused at once (an error, not a queue without end). */
const BATCH_MAX_QUEUED = 4_096;

/** A round whose settlement failed on its own (not refused: an error), answered to its call alone. */
class BatchFailure {
  constructor(readonly error: unknown) {}
}

/**
 * One batch, and what follows its commit: player protection's record of its refusals, and the
 * delivery of its events. A batch that fails as a whole (a deadlock, a bug in one round) is tried
 * again round by round, so one round's error is answered to that round alone.
 */
async function settleRounds(
  deps: WalletDeps,
  take: () => readonly BatchRound[],
): Promise<Array<PlayedRound<unknown> | BatchFailure>> {
  let taken: readonly BatchRound[] = [];
  let outcome: BatchOutcome;
  try {
    outcome = await settleBatch(deps, () => (taken = take()));
  } catch (error) {
    if (taken.length <= 1) return taken.map(() => new BatchFailure(error));
    const answers: Array<PlayedRound<unknown> | BatchFailure> = [];
    for (const round of taken) answers.push(...(await settleRounds(deps, () => [round])));
    return answers;
  } finally {
    if (taken.length > 0) {
      deps.metrics.observeRoundBatch(taken.length);
      // Started, not awaited: nothing in a round's answer depends on a subscriber (the feed, the
      // tournaments), and waiting would add the delivery's own commits to every round.
      deliverSoon(deps.events);
    }
  }
  return recordRefusals(deps, outcome);
}

/** After the commit: each refusal by player protection in its record; a failure to record fails that call alone. */
async function recordRefusals(deps: WalletDeps, outcome: BatchOutcome) {
  const answers: Array<PlayedRound<unknown> | BatchFailure> = [...outcome.answers];
  const at = deps.clock();
  for (const refusal of outcome.refusals) {
    const userId = outcome.rounds[refusal.index]!.player.userId;
    try {
      await recordDecision(deps.db, { userId, kind: 'bet_refused', reason: refusal.reason, amountKurus: null, at });
    } catch (error) {
      answers[refusal.index] = new BatchFailure(error);
    }
  }
  return answers;
}

/** Whether a delivery pass started by a round is running in this process, and whether another is owed. */
const passes = new WeakMap<EventOutbox, { running: boolean; owed: boolean }>();

/**
 * One delivery pass at a time for the rounds of this process. A batch committed while a pass runs
 * owes one more pass after it (the running one may have read its due rows before that commit), so
 * every round's event is still taken by a pass that starts after its commit; a burst of batches
 * shares its passes instead of starting one each, which all read the same due rows and claim
 * against each other.
 */
function deliverSoon(events: EventOutbox): void {
  let state = passes.get(events);
  if (!state) passes.set(events, (state = { running: false, owed: false }));
  if (state.running) {
    state.owed = true;
    return;
  }
  state.running = true;
  const pass = state;
  void (async () => {
    try {
      do {
        pass.owed = false;
        await events.deliverNow();
      } while (pass.owed);
    } finally {
      pass.running = false;
    }
  })();
}

/** A game's bug must not move money: a stake is a positive whole number of kuruş, a win a whole one. */
function assertRoundAmounts(planned: PlannedRound<unknown, unknown>): void {
  const { stakeKurus, winKurus } = planned;
  if (!Number.isSafeInteger(stakeKurus) || stakeKurus <= 0 || !Number.isSafeInteger(winKurus) || winKurus < 0) {
    throw new Error(`round ${planned.roundId}: stake ${stakeKurus} and win ${winKurus} must be whole kuruş`);
  }
}
