import type { TestApp } from './test-app.js';

/**
 * Delivers the outbox until `subscriber` has nothing recorded before `before` left. A call that
 * starts its events' delivery without waiting for it (a spin) may hold an event in its own pass,
 * so a pass of ours can find nothing to do: ask again until the subscriber has caught up.
 */
export async function deliveredTo(app: TestApp, subscriber: string, before: Date): Promise<void> {
  const at = before.toISOString();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await app.services.events.deliverNow();
    if (!(await app.services.events.isBehind(subscriber, at))) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${subscriber} still has events waiting`);
}

/** A settled round's row, as the tests read it back to hand its event to a subscriber directly. */
export interface SettledRoundRow {
  id: number;
  user_id: number;
  game_id: number;
  provider_id: number;
  stake_kurus: number | string;
  win_kurus: number | string;
}

/** The round_settled events the wallet recorded for these rounds, as a subscriber's batch receives them. */
export function roundSettledEvents(rounds: readonly SettledRoundRow[], recordedAt: string) {
  return rounds.map((round, index) => ({
    payload: {
      roundId: round.id,
      userId: round.user_id,
      gameId: round.game_id,
      providerId: round.provider_id,
      stakeKurus: Number(round.stake_kurus),
      winKurus: Number(round.win_kurus),
    },
    meta: { eventId: index + 1, recordedAt, attempt: 1 },
  }));
}
