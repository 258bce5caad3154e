import type { Selectable, Transaction } from 'kysely';
import type { Database, TournamentsTable } from '../../db/schema.js';
import { prizeRangesOf } from '../../db/tournament-columns.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import type { TournamentDeps } from './deps.js';
import { topEntries } from './leaderboard.js';
import { SCORING_SUBSCRIBER } from './scoring.js';
import { type Standing, lastPrizeRank, standingsOf } from './standings.js';

type TournamentRow = Selectable<TournamentsTable>;

/** Tournaments one run settles at most; the next run takes the rest. */
const BATCH = 10;

/**
 * Pays the prizes of every concluded tournament not settled yet, once. The job runs under a lease
 * (one process at a time), and besides each prize is one transaction that inserts the player's
 * payout row (unique per tournament and player) and the ledger transfer (unique id
 * `tournament:<id>:<player>`): a second run, a second process or a run after a crash in the middle
 * finds what was paid and pays only the rest. A bonus prize is handed to the bonuses module by a
 * `tournament_prize_won` event recorded in the same transaction, so it exists exactly when the
 * payout row does. Answers how many tournaments it settled.
 */
export async function settleTournaments(deps: TournamentDeps): Promise<number> {
  const now = deps.clock().toISOString();
  const due = await deps.db
    .selectFrom('tournaments')
    .selectAll()
    .where('status', '=', 'active')
    .where('end_date', '<=', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('tournament_settlements')
            .select('tournament_id')
            .whereRef('tournament_settlements.tournament_id', '=', 'tournaments.id'),
        ),
      ),
    )
    .orderBy('end_date')
    .limit(BATCH)
    .execute();
  let settled = 0;
  for (const tournament of due) {
    // A round settled just before the end may still be on its way to the scoring: wait for it.
    if (await deps.events.isBehind(SCORING_SUBSCRIBER, tournament.end_date)) continue;
    await settle(deps, tournament);
    settled += 1;
  }
  return settled;
}

async function settle(deps: TournamentDeps, tournament: TournamentRow): Promise<void> {
  const prizes = prizeRangesOf(tournament.prize_table);
  const entries = await topEntries(deps.db, tournament.id, lastPrizeRank(prizes));
  const winners = standingsOf(entries, prizes).filter((standing) => standing.prize !== null);
  const house = await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.tournamentPrizes);
  for (const winner of winners) {
    const player = await deps.ledger.playerCashAccountId(winner.userId);
    await deps.db.transaction().execute((trx) => payOnce(deps, trx, tournament, winner, { house, player }));
  }
  const totals = winners.reduce(
    (sum, winner) => ({
      cash: sum.cash + (winner.prize?.cashKurus ?? 0),
      bonus: sum.bonus + (winner.prize?.bonusKurus ?? 0),
    }),
    { cash: 0, bonus: 0 },
  );
  await deps.db
    .insertInto('tournament_settlements')
    .values({
      tournament_id: tournament.id,
      winners: winners.length,
      cash_kurus: totals.cash,
      bonus_kurus: totals.bonus,
      settled_at: deps.clock().toISOString(),
    })
    .onConflict((conflict) => conflict.column('tournament_id').doNothing())
    .execute();
}

/** The payout row first: if it is there already, this prize was paid and nothing moves. */
async function payOnce(
  deps: TournamentDeps,
  trx: Transaction<Database>,
  tournament: TournamentRow,
  winner: Standing,
  accounts: { house: number; player: number },
): Promise<void> {
  const cash = winner.prize?.cashKurus ?? 0;
  const bonus = winner.prize?.bonusKurus ?? 0;
  const transferId = cash > 0 ? `tournament:${tournament.id}:${winner.userId}` : null;
  const inserted = await trx
    .insertInto('tournament_payouts')
    .values({
      tournament_id: tournament.id,
      user_id: winner.userId,
      rank: winner.rank,
      points: winner.points,
      cash_kurus: cash,
      cash_transfer_id: transferId,
      bonus_kurus: bonus,
      bonus_status: bonus > 0 ? 'awarded' : 'none',
      created_at: deps.clock().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) return;
  if (bonus > 0) {
    const prize = { tournamentId: tournament.id, userId: winner.userId, rank: winner.rank, bonusKurus: bonus };
    await deps.events.record(trx, 'tournament_prize_won', prize);
  }
  if (transferId === null) return;
  await deps.ledger.transfer(
    {
      transferId,
      debitAccountId: accounts.house,
      creditAccountId: accounts.player,
      amountKurus: cash,
      kind: 'tournament_prize',
      reference: `tournament:${tournament.id}:rank:${winner.rank}`,
    },
    trx,
  );
}
