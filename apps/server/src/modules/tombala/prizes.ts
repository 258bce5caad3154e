import {
  TOMBALA_PRIZE_KINDS,
  TOMBALA_WINNERS_SHOWN_MAX,
  type TombalaPrize,
  type TombalaPrizeKind,
} from '@bnw/contract';
import { TOMBALA_RULES, splitTombalaPot } from '@bnw/game-math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { maskName } from '../../platform/masked-name.js';

/** The published split (basis points), as the contract shows it. */
export const TOMBALA_SPLIT = {
  houseShareBasisPoints: TOMBALA_RULES.houseShareBasisPoints,
  prizeShareBasisPoints: { ...TOMBALA_RULES.prizeShareBasisPoints },
};

/** Each prize's amount for a pot, and the house's share. */
export function amountsOf(potKurus: number) {
  const split = splitTombalaPot(potKurus);
  return { houseKurus: split.houseKurus, prizeKurus: { ...split.prizeKurus } };
}

/**
 * The prizes of a round fallen on balls before `ballCount` (the balls shown so far), in the order
 * they fell, each with its ball and its winners masked (the first few named; all counted).
 */
export async function fallenPrizes(
  db: Kysely<Database>,
  round: { id: number; draw_order: string | null },
  ballCount: number,
): Promise<TombalaPrize[]> {
  if (ballCount <= 0 || round.draw_order === null) return [];
  const rows = await db
    .selectFrom('tombala_card_prizes')
    .innerJoin('tombala_cards', 'tombala_cards.id', 'tombala_card_prizes.card_id')
    .innerJoin('users', 'users.id', 'tombala_cards.user_id')
    .select([
      'tombala_card_prizes.prize',
      'tombala_card_prizes.ball_index',
      'tombala_card_prizes.prize_kurus',
      'tombala_card_prizes.payout_kurus',
      'tombala_card_prizes.card_id',
      'users.username',
    ])
    .where('tombala_card_prizes.round_id', '=', round.id)
    .where('tombala_card_prizes.ball_index', '<', ballCount)
    .orderBy('tombala_card_prizes.ball_index')
    .orderBy('tombala_card_prizes.card_id')
    // Three prizes, each shared by at most every card of the round: bounded by the round's size.
    .execute();
  return groupPrizes(rows, JSON.parse(round.draw_order) as number[]);
}

interface PrizeRow {
  prize: TombalaPrizeKind;
  ball_index: number;
  prize_kurus: number;
  payout_kurus: number;
  card_id: number;
  username: string;
}

function groupPrizes(rows: PrizeRow[], order: number[]): TombalaPrize[] {
  const prizes: TombalaPrize[] = [];
  for (const kind of TOMBALA_PRIZE_KINDS) {
    const winners = rows.filter((row) => row.prize === kind);
    const first = winners[0];
    if (!first) continue;
    prizes.push({
      kind,
      ballIndex: first.ball_index,
      ball: order[first.ball_index]!,
      prizeKurus: Number(first.prize_kurus),
      amountEachKurus: Math.min(...winners.map((row) => Number(row.payout_kurus))),
      winnerCount: winners.length,
      winners: winners
        .slice(0, TOMBALA_WINNERS_SHOWN_MAX)
        .map((row) => ({ name: maskName(row.username), cardID: row.card_id })),
    });
  }
  return prizes.sort((a, b) => a.ballIndex - b.ballIndex);
}
