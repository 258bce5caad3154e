import {
  type MethodOutput,
  type MethodParsedInput,
  TOMBALA_HISTORY_MAX,
  TOMBALA_MY_CARDS_MAX,
  type TombalaOwnCard,
  type TombalaPrizeKind,
  type TombalaRound,
  type TombalaRoundSummary,
  tombalaTopic,
} from '@bnw/contract';
import { tombalaCardFromKey } from '@bnw/game-math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPlayerMoney } from '../../ledger/player-money.js';
import type { AuthenticatedPlayer } from '../../platform/actor.js';
import { peopleAtTable } from '../../platform/presence.js';
import { RpcError } from '../../rpc/outcome.js';
import type { TombalaDeps } from './deps.js';
import { TOMBALA_SPLIT, amountsOf, fallenPrizes } from './prizes.js';
import {
  type TombalaRoundRow,
  drawOrderOf,
  findOpenRoom,
  isOver,
  latestRound,
  openRoomsQuery,
  visibleBallCount,
} from './rounds.js';

type Deps = Pick<TombalaDeps, 'db' | 'clock' | 'timing' | 'presence'>;

export async function availableKurus(db: Kysely<Database>, userId: number): Promise<number> {
  const money = await readPlayerMoney(db, userId);
  return (money.cash?.availableKurus ?? 0) + (money.bonus?.availableKurus ?? 0);
}

/** Whole seconds from now to an instant, never below zero. */
function secondsUntil(at: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1_000));
}

/** The seed is shown once nothing of the round is left to see. */
function seedOf(round: TombalaRoundRow): string | null {
  return isOver(round) ? round.server_seed : null;
}

export async function listRooms(deps: Deps): Promise<MethodOutput<'tombala.rooms'>> {
  const rooms = await openRoomsQuery(deps.db).execute();
  const now = deps.clock();
  return Promise.all(
    rooms.map(async (room) => {
      const round = await latestRound(deps.db, room.id);
      return {
        id: room.id,
        code: room.code,
        name: room.name,
        cardPriceKurus: Number(room.card_price_kurus),
        minCards: room.min_cards,
        maxCardsPerPlayer: room.max_cards_per_player,
        maxCardsPerRound: room.max_cards_per_round,
        ballIntervalMs: round?.ball_ms ?? deps.timing.ballMs,
        split: TOMBALA_SPLIT,
        topic: tombalaTopic(room.code),
        round: round ? summaryOf(round, now) : null,
      };
    }),
  );
}

function summaryOf(round: TombalaRoundRow, now: Date): TombalaRoundSummary {
  const potKurus = Number(round.pot_kurus);
  return {
    roundID: round.id,
    roundNo: round.round_no,
    phase: round.phase,
    startsAt: round.starts_at,
    secondsLeft: round.phase === 'selling' ? secondsUntil(round.starts_at, now) : 0,
    cardsSold: round.cards_sold,
    potKurus,
    prizeKurus: amountsOf(potKurus).prizeKurus,
    nextRoundAt: round.next_round_at,
  };
}

/** A round as a watcher sees it now: the balls and prizes whose time has come, nothing after. */
export async function roundView(
  deps: Deps,
  player: AuthenticatedPlayer | null,
  input: MethodParsedInput<'tombala.round'>,
): Promise<MethodOutput<'tombala.round'>> {
  const room = await findOpenRoom(deps.db, input.roomID);
  if (!room) throw new RpcError('tombalaRoomNotFound');
  const round =
    input.roundID === undefined
      ? await latestRound(deps.db, room.id)
      : await deps.db
          .selectFrom('tombala_rounds')
          .selectAll()
          .where('id', '=', input.roundID)
          .where('room_id', '=', room.id)
          .executeTakeFirst();
  if (!round) {
    if (input.roundID !== undefined) throw new RpcError('tombalaRoundNotFound');
    return { round: null };
  }
  const now = deps.clock();
  const shown = visibleBallCount(round, now);
  const topic = tombalaTopic(room.code);
  // Who is in the room now belongs to its round now; an earlier round asked by id keeps its card holders.
  const watchers = input.roundID === undefined ? await deps.presence.watcherCounts([topic]) : new Map<string, number>();
  const potKurus = Number(round.pot_kurus);
  const amounts = amountsOf(potKurus);
  const view: TombalaRound = {
    roomID: room.id,
    room: room.code,
    roundID: round.id,
    roundNo: round.round_no,
    phase: round.phase,
    openedAt: round.opened_at,
    startsAt: round.starts_at,
    startedAt: round.started_at,
    ballIntervalMs: round.ball_ms,
    serverTime: now.toISOString(),
    secondsLeft: round.phase === 'selling' ? secondsUntil(round.starts_at, now) : 0,
    cardPriceKurus: Number(round.card_price_kurus),
    cardsSold: round.cards_sold,
    // The people in the room: its watchers on every process, or the round's card holders if more.
    players: peopleAtTable(watchers, topic, round.player_count),
    potKurus,
    houseKurus: amounts.houseKurus,
    prizeKurus: amounts.prizeKurus,
    split: TOMBALA_SPLIT,
    balls: drawOrderOf(round).slice(0, shown),
    prizes: await fallenPrizes(deps.db, round, shown),
    serverSeedHash: round.server_seed_hash,
    publicSeed: round.public_seed,
    serverSeed: seedOf(round),
    nextRoundAt: round.next_round_at,
    myCardCount: player ? await cardCount(deps.db, round.id, player.user.id) : 0,
    // Read with the room before the round: the round shown is at least as new as this number.
    sequence: Number(room.sequence),
  };
  return { round: view };
}

async function cardCount(db: Kysely<Database>, roundId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('tombala_round_players')
    .select('card_count')
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.card_count ?? 0;
}

export interface OwnCard {
  card: TombalaOwnCard;
  requestId: string;
  priceKurus: number;
}

/** A player's cards in a round, in the order bought, each with the prizes fallen on it so far. */
export async function ownCards(deps: Deps, roundId: number, userId: number): Promise<OwnCard[]> {
  const round = await deps.db.selectFrom('tombala_rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
  if (!round) return [];
  const cards = await deps.db
    .selectFrom('tombala_cards')
    .select(['id', 'card_key', 'status', 'payout_kurus', 'request_id', 'price_kurus'])
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(TOMBALA_MY_CARDS_MAX)
    .execute();
  const shown = visibleBallCount(round, deps.clock());
  const won = await deps.db
    .selectFrom('tombala_card_prizes')
    .select(['card_id', 'prize'])
    .where('round_id', '=', roundId)
    .where('ball_index', '<', shown)
    .where('card_id', 'in', [...cards.map((card) => card.id), -1])
    .execute();
  return cards.map((card) => ({
    requestId: card.request_id,
    priceKurus: Number(card.price_kurus),
    card: {
      cardID: card.id,
      numbers: tombalaCardFromKey(card.card_key).map((row) => [...row]),
      status: card.status,
      prizes: won.filter((prize) => prize.card_id === card.id).map((prize) => prize.prize),
      payoutKurus: card.payout_kurus === null ? null : Number(card.payout_kurus),
    },
  }));
}

export async function myCards(
  deps: Deps,
  player: AuthenticatedPlayer,
  input: MethodParsedInput<'tombala.my_cards'>,
): Promise<MethodOutput<'tombala.my_cards'>> {
  const cards = await ownCards(deps, input.roundID, player.user.id);
  return { roundID: input.roundID, cards: cards.map((card) => card.card) };
}

/** The player's rounds, newest first: cards, stake, what came back, and the seeds once revealed. */
export async function myHistory(
  deps: Deps,
  player: AuthenticatedPlayer,
  input: MethodParsedInput<'tombala.my_history'>,
): Promise<MethodOutput<'tombala.my_history'>> {
  const userId = player.user.id;
  const rounds = await deps.db
    .selectFrom('tombala_round_players')
    .innerJoin('tombala_rounds', 'tombala_rounds.id', 'tombala_round_players.round_id')
    .innerJoin('tombala_rooms', 'tombala_rooms.id', 'tombala_rounds.room_id')
    .selectAll('tombala_rounds')
    .select(['tombala_rooms.name as room_name'])
    .where('tombala_round_players.user_id', '=', userId)
    .orderBy('tombala_rounds.id', 'desc')
    .limit(Math.min(input.limit, TOMBALA_HISTORY_MAX))
    .offset(input.offset)
    .execute();
  const ids = [...rounds.map((round) => round.id), -1];
  const cards = await deps.db
    .selectFrom('tombala_cards')
    .select(['round_id', 'price_kurus', 'payout_kurus'])
    .where('user_id', '=', userId)
    .where('round_id', 'in', ids)
    .execute();
  const prizes = await deps.db
    .selectFrom('tombala_card_prizes')
    .innerJoin('tombala_cards', 'tombala_cards.id', 'tombala_card_prizes.card_id')
    .select(['tombala_card_prizes.round_id', 'tombala_card_prizes.prize'])
    .where('tombala_cards.user_id', '=', userId)
    .where('tombala_card_prizes.round_id', 'in', ids)
    .execute();
  return rounds.map((round) => {
    const held = cards.filter((card) => card.round_id === round.id);
    // A prize is told once the round is over (before, it may still be a ball away).
    const won: TombalaPrizeKind[] = isOver(round)
      ? prizes.filter((prize) => prize.round_id === round.id).map((prize) => prize.prize)
      : [];
    return {
      roomID: round.room_id,
      roomName: round.room_name,
      roundID: round.id,
      roundNo: round.round_no,
      phase: round.phase,
      startsAt: round.starts_at,
      finishedAt: round.finished_at,
      cards: held.length,
      stakeKurus: held.reduce((sum, card) => sum + Number(card.price_kurus), 0),
      returnKurus: held.reduce((sum, card) => sum + Number(card.payout_kurus ?? 0), 0),
      prizes: won,
      serverSeedHash: round.server_seed_hash,
      serverSeed: seedOf(round),
      publicSeed: round.public_seed,
    };
  });
}
