import { z } from 'zod';
import type { MessageKey } from '../messages.js';
import { langField } from './shared.js';

/**
 * Tombala: 90-ball tombala in rooms, each room a round on a schedule. Cards
 * are sold until the round's start time (`startsAt`); at the start a round with fewer cards than
 * the room's minimum is cancelled and every card refunded, otherwise the balls come out one every
 * `ballIntervalMs`, the cards are marked, and the three prizes (1. çinko, 2. çinko, tombala) are
 * split from the pot by the published shares (the house's share first), each shared equally by the
 * cards that reach it on the same ball. Prizes are shown when they fall and paid when the tombala
 * falls. Amounts are kuruş. The draw order is provably fair (docs/provably-fair.md, "Shared-round
 * games"): the SHA-256 of the round's server seed is published while cards are sold, the seed once
 * the round is finished or cancelled, and the balls are the Fisher–Yates order of
 * HMAC-SHA256(serverSeed, `<publicSeed>:<roundNo>:<cursor>`).
 *
 * Real time: each room's events on the topic `table:tombala-<room code>` (`tombalaEventSchema`).
 * Ball `index` counts from 0; `sequence` is one more than the room's previous event's (every round
 * game's scheme: platform/rounds/publish.ts), so a client that sees a number skipped, misses a ball
 * (an index past the next it expects) or reconnects asks `tombala.round` again. Ball `index` is shown at
 * `startedAt + index × ballIntervalMs`, on every server process alike.
 */

export const TOMBALA_PHASES = ['selling', 'running', 'finished', 'cancelled'] as const;
export type TombalaPhase = (typeof TOMBALA_PHASES)[number];

export const TOMBALA_PRIZE_KINDS = ['cinko-1', 'cinko-2', 'tombala'] as const;
export type TombalaPrizeKind = (typeof TOMBALA_PRIZE_KINDS)[number];

/** Cards one call may buy, at most (a room's per-player limit may be lower). */
export const TOMBALA_CARDS_PER_CALL_MAX = 100;
/** Rooms listed at most. */
export const TOMBALA_ROOMS_MAX = 20;
/** Winners named in one prize, at most (a prize shared by more says how many in `winnerCount`). */
export const TOMBALA_WINNERS_SHOWN_MAX = 20;
/** A player's history, one page at most. */
export const TOMBALA_HISTORY_MAX = 50;
/** A player's cards in one round, at most (the largest per-player limit). */
export const TOMBALA_MY_CARDS_MAX = 100;

const BALL_COUNT = 90;

const idField = (message: MessageKey) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });
const requestIdField = z
  .string({ error: 'requestIdInvalid' })
  .regex(/^[A-Za-z0-9_-]{8,40}$/, { error: 'requestIdInvalid' });
const kurus = z.number().int().min(0);
const isoTime = z.string().max(32);
const seedHash = z.string().length(64);
const ball = z.number().int().min(1).max(BALL_COUNT);

/** The published split: the house's share of the pot, then each prize's share of the rest (basis points). */
export const tombalaSplitSchema = z.object({
  houseShareBasisPoints: z.number().int().min(0).max(10_000),
  prizeShareBasisPoints: z.object({
    'cinko-1': z.number().int().min(0).max(10_000),
    'cinko-2': z.number().int().min(0).max(10_000),
    tombala: z.number().int().min(0).max(10_000),
  }),
});
export type TombalaSplit = z.infer<typeof tombalaSplitSchema>;

/** Each prize's amount for a pot (before sharing), as the pot stands. */
export const tombalaPrizeAmountsSchema = z.object({
  'cinko-1': kurus,
  'cinko-2': kurus,
  tombala: kurus,
});

/** The room's current round as the room list shows it. */
export const tombalaRoundSummarySchema = z.object({
  roundID: z.number().int(),
  roundNo: z.number().int(),
  phase: z.enum(TOMBALA_PHASES),
  /** When the sale closes and the round starts (or is cancelled). */
  startsAt: isoTime,
  /** Whole seconds until `startsAt`, 0 once past. */
  secondsLeft: z.number().int().min(0),
  cardsSold: z.number().int().min(0),
  potKurus: kurus,
  prizeKurus: tombalaPrizeAmountsSchema,
  /** When the next round opens, once this one is over; else null. */
  nextRoundAt: isoTime.nullable(),
});
export type TombalaRoundSummary = z.infer<typeof tombalaRoundSummarySchema>;

export const tombalaRoomSchema = z.object({
  id: z.number().int(),
  code: z.string().max(40),
  name: z.string().max(120),
  cardPriceKurus: kurus,
  /** Cards the round must sell to start; fewer and it is cancelled with every card refunded. */
  minCards: z.number().int().min(1),
  /** Cards one player may hold in one round. */
  maxCardsPerPlayer: z.number().int().min(1),
  /** Cards one round may sell in all. */
  maxCardsPerRound: z.number().int().min(1),
  ballIntervalMs: z.number().int().min(1),
  split: tombalaSplitSchema,
  /** The presence topic of the room's events: `table:tombala-<code>`. */
  topic: z.string().max(60),
  /** Null only before the room's first round opened. */
  round: tombalaRoundSummarySchema.nullable(),
});
export type TombalaRoom = z.infer<typeof tombalaRoomSchema>;

/** A card: 3 rows of 9 cells, a number or null (blank). */
export const tombalaCardNumbersSchema = z.array(z.array(ball.nullable()).length(9)).length(3);

/** A winner as other players see them: a masked name (`ay***e`) and the card's id. */
export const tombalaWinnerSchema = z.object({ name: z.string().max(20), cardID: z.number().int() });

export const tombalaPrizeSchema = z.object({
  kind: z.enum(TOMBALA_PRIZE_KINDS),
  /** The ball it fell on: its index in the draw (from 0) and its number. */
  ballIndex: z
    .number()
    .int()
    .min(0)
    .max(BALL_COUNT - 1),
  ball,
  /** The prize before sharing, and what each winning card gets (the earliest cards sold get a remainder's kuruş). */
  prizeKurus: kurus,
  amountEachKurus: kurus,
  winnerCount: z.number().int().min(1),
  winners: z.array(tombalaWinnerSchema).max(TOMBALA_WINNERS_SHOWN_MAX),
});
export type TombalaPrize = z.infer<typeof tombalaPrizeSchema>;

export const tombalaOwnCardSchema = z.object({
  cardID: z.number().int(),
  numbers: tombalaCardNumbersSchema,
  /** open until the round ends; then settled (paid `payoutKurus`, 0 for no prize) or refunded (cancelled round). */
  status: z.enum(['open', 'settled', 'refunded']),
  /** The prizes this card won among those fallen so far. */
  prizes: z.array(z.enum(TOMBALA_PRIZE_KINDS)).max(3),
  payoutKurus: kurus.nullable(),
});
export type TombalaOwnCard = z.infer<typeof tombalaOwnCardSchema>;

/** A round as a watcher sees it now: only the balls and prizes whose time has come. */
export const tombalaRoundSchema = z.object({
  roomID: z.number().int(),
  room: z.string().max(40),
  roundID: z.number().int(),
  roundNo: z.number().int(),
  phase: z.enum(TOMBALA_PHASES),
  openedAt: isoTime,
  startsAt: isoTime,
  /** When the first ball came out; null while selling and for a cancelled round. */
  startedAt: isoTime.nullable(),
  ballIntervalMs: z.number().int().min(1),
  /** The server's clock when it answered: a client paces the next balls from it. */
  serverTime: isoTime,
  secondsLeft: z.number().int().min(0),
  cardPriceKurus: kurus,
  cardsSold: z.number().int().min(0),
  /**
   * The room's round now: the people in the room (sockets watching its topic on every server
   * process), or the round's card holders if more. A round asked by id: its card holders.
   */
  players: z.number().int().min(0),
  potKurus: kurus,
  houseKurus: kurus,
  prizeKurus: tombalaPrizeAmountsSchema,
  split: tombalaSplitSchema,
  /** Drawn so far, in order. */
  balls: z.array(ball).max(BALL_COUNT),
  /** Fallen so far, in order. */
  prizes: z.array(tombalaPrizeSchema).max(3),
  serverSeedHash: seedHash,
  publicSeed: z.string().max(64),
  /** Revealed once the round is finished or cancelled; null before. */
  serverSeed: seedHash.nullable(),
  nextRoundAt: isoTime.nullable(),
  /** How many cards the asking player holds in this round (0 for a visitor). */
  myCardCount: z.number().int().min(0),
  sequence: z.number().int(),
});
export type TombalaRound = z.infer<typeof tombalaRoundSchema>;

export const tombalaHistoryItemSchema = z.object({
  roomID: z.number().int(),
  roomName: z.string().max(120),
  roundID: z.number().int(),
  roundNo: z.number().int(),
  phase: z.enum(TOMBALA_PHASES),
  startsAt: isoTime,
  finishedAt: isoTime.nullable(),
  cards: z.number().int().min(0),
  stakeKurus: kurus,
  /** Paid (or refunded) so far. */
  returnKurus: kurus,
  prizes: z.array(z.enum(TOMBALA_PRIZE_KINDS)).max(TOMBALA_MY_CARDS_MAX * 3),
  serverSeedHash: seedHash,
  serverSeed: seedHash.nullable(),
  publicSeed: z.string().max(64),
});

const pageFields = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number({ error: 'tombalaInputInvalid' }).int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.coerce.number({ error: 'tombalaInputInvalid' }).int().min(0).max(100_000).default(0),
});

export const tombalaMethods = {
  /** The rooms, each with its round now (anyone may watch). */
  'tombala.rooms': {
    access: 'guest',
    input: z.object({ Lang: langField }),
    output: z.array(tombalaRoomSchema).max(TOMBALA_ROOMS_MAX),
  },
  /** A round (the room's latest when `roundID` is left out): balls and prizes so far; a signed-in player's card count. */
  'tombala.round': {
    access: 'guest',
    input: z.object({
      Lang: langField,
      roomID: idField('tombalaRoomNotFound'),
      roundID: idField('tombalaRoundNotFound').optional(),
    }),
    output: z.object({ round: tombalaRoundSchema.nullable() }),
  },
  /**
   * Buys `count` cards of a round that is selling, all or none: within the player's limit for the
   * round and the round's own, paid through the wallet (the player's protection rules apply: a
   * card is a bet). The same `requestId` again answers the cards it bought without buying more.
   */
  'tombala.buy_cards': {
    access: 'player',
    input: z.object({
      Lang: langField,
      roomID: idField('tombalaRoomNotFound'),
      roundID: idField('tombalaSaleClosed'),
      count: z.coerce
        .number({ error: 'tombalaCountInvalid' })
        .int({ error: 'tombalaCountInvalid' })
        .min(1, { error: 'tombalaCountInvalid' })
        .max(TOMBALA_CARDS_PER_CALL_MAX, { error: 'tombalaCountInvalid' }),
      requestId: requestIdField,
    }),
    output: z.object({
      roundID: z.number().int(),
      /** The cards this request bought. */
      bought: z.array(tombalaOwnCardSchema).max(TOMBALA_CARDS_PER_CALL_MAX),
      myCardCount: z.number().int().min(0),
      stakeKurus: kurus,
      balanceKurus: kurus,
    }),
  },
  /** The player's cards in a round, with their numbers, marks to be made from the round's balls. */
  'tombala.my_cards': {
    access: 'player',
    input: z.object({ Lang: langField, roundID: idField('tombalaRoundNotFound') }),
    output: z.object({ roundID: z.number().int(), cards: z.array(tombalaOwnCardSchema).max(TOMBALA_MY_CARDS_MAX) }),
  },
  /** The player's tombala rounds, newest first. */
  'tombala.my_history': {
    access: 'player',
    input: z.object({ Lang: langField, ...pageFields(20, TOMBALA_HISTORY_MAX) }),
    output: z.array(tombalaHistoryItemSchema).max(TOMBALA_HISTORY_MAX),
  },
} as const;

const eventBase = {
  room: z.string().max(40),
  roomID: z.number().int(),
  roundID: z.number().int(),
  roundNo: z.number().int(),
  /** One more than the room's previous event's, whoever published it. */
  sequence: z.number().int(),
};

/** Messages on the topic `table:tombala-<room code>`. */
export const tombalaEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('round_opened'),
    ...eventBase,
    startsAt: isoTime,
    cardPriceKurus: kurus,
    serverSeedHash: seedHash,
    publicSeed: z.string().max(64),
  }),
  /** Cards were bought: the round's totals after the purchase (who bought is not said). */
  z.object({ type: z.literal('card_sold'), ...eventBase, cardsSold: z.number().int().min(0), potKurus: kurus }),
  z.object({
    type: z.literal('round_started'),
    ...eventBase,
    startedAt: isoTime,
    ballIntervalMs: z.number().int().min(1),
    cardsSold: z.number().int().min(0),
    potKurus: kurus,
    prizeKurus: tombalaPrizeAmountsSchema,
  }),
  z.object({
    type: z.literal('ball'),
    ...eventBase,
    index: z
      .number()
      .int()
      .min(0)
      .max(BALL_COUNT - 1),
    number: ball,
  }),
  z.object({ type: z.literal('prize'), ...eventBase, prize: tombalaPrizeSchema }),
  z.object({
    type: z.literal('finished'),
    ...eventBase,
    serverSeed: seedHash,
    nextRoundAt: isoTime,
  }),
  z.object({
    type: z.literal('cancelled'),
    ...eventBase,
    cardsSold: z.number().int().min(0),
    serverSeed: seedHash,
    nextRoundAt: isoTime,
  }),
]);
export type TombalaEvent = z.infer<typeof tombalaEventSchema>;

/** The room's topic. */
export function tombalaTopic(roomCode: string): string {
  return `table:tombala-${roomCode}`;
}
