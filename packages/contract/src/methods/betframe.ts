import { z } from 'zod';
import type { MessageKey } from '../messages.js';
import { dateField, langField } from './shared.js';

/**
 * Bet on games: our scheduled draw games with fixed odds, and coupons on them.
 * Every method is under the class `betframe`, as the spec names `betframe.getCoupons`; our own
 * calls for the draw games sit beside it in the same camelCase (getGames, getDraw, placeCoupon).
 *
 * Games: Şanslı Altılı (`lucky-six`, 35 of 48 balls, a draw every 5 minutes) and Zar Düellosu
 * (`dice-duel`, four dice, every 30 seconds). Each game keeps a few draws open ahead; a draw takes
 * bets until `closesAt`, is drawn at `drawsAt`, and is settled at once. The odds are fixed per
 * game (docs/par-sheets/draw-*.md): every draw of a game offers the same markets at the same odds,
 * and a coupon is priced by the server from that table. A client may send the odds it showed; if
 * they are no longer the table's the coupon is refused (`couponOddsChanged`) rather than placed at
 * other odds. A draw interrupted before its result was stored is void: its selections count at
 * 1.00 (a single gets its stake back).
 *
 * A coupon is one selection (single) or several (combination: the odds multiply), of draws of one
 * game, possibly several draws of it; it is one wallet bet at placement and is paid (or refunded)
 * once every draw it names is settled. Amounts are integer kuruş; odds integer hundredths (190 is
 * 1.90). A coupon pays on the odds it shows: the product of its odds rounded down to two decimals
 * once (`totalOddsHundredths`; 2,14 × 1,70 = 3,638 is 3,63), the return floor(stake × those ÷ 100)
 * kuruş (₺10 returns ₺36,30): game-math's `returnForOdds`, used by the slip and the server alike. The draws are provably fair (docs/provably-fair.md, "Shared-round games"): the SHA-256 of
 * the draw's server seed is published while it takes bets, the seed once it is settled, and the
 * result is the game's draw from HMAC-SHA256(serverSeed, `<publicSeed>:<drawNo>:<cursor>`).
 *
 * Real time: each game's events on the topic `table:draws-<game>` (`drawEventSchema`); `sequence`
 * grows by one with every event of the game, so a client that sees a gap (or reconnects) asks
 * `betframe.getGames` again.
 */

export const DRAW_GAME_IDS = ['lucky-six', 'dice-duel'] as const;
export type DrawGameCode = (typeof DRAW_GAME_IDS)[number];

/** open: takes bets; closed: bets closed, draw coming; drawn: result stored (being settled or settled); void: failed. */
export const DRAW_PHASES = ['open', 'closed', 'drawn', 'void'] as const;
export type DrawPhase = (typeof DRAW_PHASES)[number];

export const COUPON_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const BETFRAME_LIMITS = {
  /** Selections on one coupon. */
  maxSelections: 10,
  minStakeKurus: 100,
  maxStakeKurus: 500_000,
  /** The largest potential return a coupon may carry (₺100.000). */
  maxReturnKurus: 10_000_000,
  /** Coupons a player may have open (not yet settled) at once. */
  maxOpenCoupons: 20,
  /** Upcoming draws listed per game. */
  upcomingDrawsMax: 10,
  /** Recent results listed per game. */
  recentResultsMax: 10,
  /** `betframe.getCoupons`: the range reaches at most this many days back (the spec's 30-day history and today). */
  historyDaysMax: 31,
  couponsPageDefault: 20,
  couponsPageMax: 50,
  /** offset + limit at most: older coupons are reached by narrowing the dates. */
  couponsRowsMax: 1_000,
} as const;

const idField = (message: MessageKey) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });
const requestIdField = z
  .string({ error: 'requestIdInvalid' })
  .regex(/^[A-Za-z0-9_-]{8,40}$/, { error: 'requestIdInvalid' });
const kurus = z.number().int().min(0);
const odds = z.number().int().min(100).max(10_000_000);
const isoTime = z.string().max(32);
const seedHash = z.string().length(64);

/** One outcome of a fixed-odds market. */
export const drawSelectionSchema = z.object({
  id: z.string().max(20),
  name: z.string().max(60),
  oddsHundredths: odds,
});

/** A row of the six numbers' table: paid at these odds when the ball completing the six is at `position` (1-based). */
export const positionOddsSchema = z.object({ position: z.number().int().min(1).max(48), oddsHundredths: odds });

/**
 * A market: `fixed` lists its selections; `numbers` (Şanslı Altılı's six numbers) takes the
 * player's own six distinct numbers 1–48 as the selection id, ascending and joined by '-'
 * ('1-7-12-25-33-48'), pays by `table`, and is played as a single only.
 */
export const drawMarketSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fixed'),
    id: z.string().max(40),
    name: z.string().max(60),
    selections: z.array(drawSelectionSchema).max(40),
  }),
  z.object({
    kind: z.literal('numbers'),
    id: z.string().max(40),
    name: z.string().max(60),
    pick: z.number().int().min(1),
    from: z.number().int().min(1),
    table: z.array(positionOddsSchema).max(48),
  }),
]);
export type DrawMarketView = z.infer<typeof drawMarketSchema>;

/** A draw's result: the balls in the order drawn (lucky six) or each side's two dice (dice duel). */
export const drawResultSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('lucky-six'), balls: z.array(z.number().int().min(1).max(48)).max(35) }),
  z.object({
    game: z.literal('dice-duel'),
    home: z.array(z.number().int().min(1).max(6)).length(2),
    away: z.array(z.number().int().min(1).max(6)).length(2),
  }),
]);
export type DrawResult = z.infer<typeof drawResultSchema>;

export const drawSchema = z.object({
  drawID: z.number().int(),
  game: z.enum(DRAW_GAME_IDS),
  drawNo: z.number().int(),
  phase: z.enum(DRAW_PHASES),
  openedAt: isoTime,
  /** Bets are taken until this instant (exclusive). */
  closesAt: isoTime,
  /** When the draw is made. */
  drawsAt: isoTime,
  /** Whole seconds until `closesAt`, 0 once past. */
  secondsLeft: z.number().int().min(0),
  /** The markets and odds this draw takes bets on (the game's published table). */
  markets: z.array(drawMarketSchema).max(20),
  serverSeedHash: seedHash,
  publicSeed: z.string().max(64),
  /** Revealed once the draw is settled or void; null before. */
  serverSeed: seedHash.nullable(),
  /** Null until drawn (and for a void draw). */
  result: drawResultSchema.nullable(),
  /** True once every selection on it was decided and every coupon it completes paid. */
  settled: z.boolean(),
});
export type DrawView = z.infer<typeof drawSchema>;

export const drawGameSchema = z.object({
  /** The game's id in the catalogue (a game of its own lobby). */
  gameID: z.number().int(),
  game: z.enum(DRAW_GAME_IDS),
  name: z.string().max(60),
  rules: z.string().max(600),
  drawIntervalSeconds: z.number().int().min(1),
  /** The presence topic of the game's events: `table:draws-<game>`. */
  topic: z.string().max(60),
  /** The last event's sequence on the topic. */
  sequence: z.number().int().min(0),
  /** Open and closed draws, soonest first. */
  upcoming: z.array(drawSchema).max(BETFRAME_LIMITS.upcomingDrawsMax),
  /** Drawn or void draws, newest first. */
  recent: z.array(drawSchema).max(BETFRAME_LIMITS.recentResultsMax),
});
export type DrawGameView = z.infer<typeof drawGameSchema>;

export const couponSelectionInputSchema = z.object({
  drawID: idField('drawNotFound'),
  marketID: z.string({ error: 'couponSelectionInvalid' }).max(40, { error: 'couponSelectionInvalid' }),
  selectionID: z.string({ error: 'couponSelectionInvalid' }).max(20, { error: 'couponSelectionInvalid' }),
  /** The odds the slip showed; when given and no longer the table's, the coupon is refused. */
  oddsHundredths: z.coerce
    .number({ error: 'couponSelectionInvalid' })
    .int({ error: 'couponSelectionInvalid' })
    .min(100, { error: 'couponSelectionInvalid' })
    .max(10_000_000, { error: 'couponSelectionInvalid' })
    .optional(),
});

export const couponSelectionSchema = z.object({
  drawID: z.number().int(),
  drawNo: z.number().int(),
  drawsAt: isoTime,
  marketID: z.string().max(40),
  marketName: z.string().max(60),
  selectionID: z.string().max(20),
  selectionName: z.string().max(60),
  /** The odds it was placed at (for six numbers, the table's highest). */
  oddsHundredths: odds,
  status: z.enum(COUPON_STATUSES),
  /** What it counted at once decided: its odds (for six numbers, the completing position's) if won, 100 if void, 0 if lost. */
  settledOddsHundredths: z.number().int().min(0).nullable(),
});

export const couponSchema = z.object({
  couponID: z.number().int(),
  game: z.enum(DRAW_GAME_IDS),
  gameName: z.string().max(60),
  kind: z.enum(['single', 'combination']),
  stakeKurus: kurus,
  totalOddsHundredths: odds,
  potentialReturnKurus: kurus,
  status: z.enum(COUPON_STATUSES),
  /** Paid back at settlement: 0 lost, the stake void, the return won; 0 while open. */
  returnKurus: kurus,
  placedAt: isoTime,
  settledAt: isoTime.nullable(),
  selections: z.array(couponSelectionSchema).max(BETFRAME_LIMITS.maxSelections),
});
export type Coupon = z.infer<typeof couponSchema>;

export const betframeMethods = {
  /** The games, each with its upcoming draws (markets, odds, seed hash) and latest results (anyone may watch). */
  'betframe.getGames': {
    access: 'guest',
    input: z.object({ Lang: langField }),
    output: z.array(drawGameSchema).max(DRAW_GAME_IDS.length),
  },
  /** One draw: its state, and its result and seed once known. */
  'betframe.getDraw': {
    access: 'guest',
    input: z.object({ Lang: langField, drawID: idField('drawNotFound') }),
    output: drawSchema,
  },
  /**
   * Places a coupon, all or nothing: the server prices every selection from the published table,
   * checks every draw still takes bets (atomically, with the placement), refuses correlated
   * selections, the stake and return bounds and the open-coupon limit, and takes the stake through
   * the wallet (the player's protection rules apply). The same `requestId` again answers the
   * coupon it placed without placing another.
   */
  'betframe.placeCoupon': {
    access: 'player',
    input: z.object({
      Lang: langField,
      requestId: requestIdField,
      stakeKurus: z.coerce
        .number({ error: 'couponStakeInvalid' })
        .int({ error: 'couponStakeInvalid' })
        .min(1, { error: 'couponStakeInvalid' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'couponStakeInvalid' }),
      selections: z
        .array(couponSelectionInputSchema, { error: 'couponNoSelections' })
        .min(1, { error: 'couponNoSelections' })
        .max(BETFRAME_LIMITS.maxSelections, { error: 'couponTooManySelections' }),
    }),
    output: z.object({ coupon: couponSchema, balanceKurus: kurus }),
  },
  /**
   * The player's coupons placed between two Turkish calendar days 'YYYY-MM-DD' (both included),
   * newest first; without dates, the last 30 days and today. The start may be at most 31 days
   * before today (`/bet-history` shows 30 days).
   */
  'betframe.getCoupons': {
    access: 'player',
    input: z
      .object({
        Lang: langField,
        startDate: dateField('dateInvalid').optional(),
        endDate: dateField('dateInvalid').optional(),
        status: z.enum(COUPON_STATUSES, { error: 'couponInputInvalid' }).optional(),
        limit: z.coerce
          .number({ error: 'couponInputInvalid' })
          .int({ error: 'couponInputInvalid' })
          .min(1, { error: 'couponInputInvalid' })
          .max(BETFRAME_LIMITS.couponsPageMax, { error: 'couponInputInvalid' })
          .default(BETFRAME_LIMITS.couponsPageDefault),
        offset: z.coerce
          .number({ error: 'couponInputInvalid' })
          .int({ error: 'couponInputInvalid' })
          .min(0, { error: 'couponInputInvalid' })
          .max(BETFRAME_LIMITS.couponsRowsMax - 1, { error: 'couponInputInvalid' })
          .default(0),
      })
      .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, {
        error: 'dateRangeInvalid',
        path: ['endDate'],
      }),
    output: z.object({
      startDate: z.string().max(10),
      endDate: z.string().max(10),
      coupons: z.array(couponSchema).max(BETFRAME_LIMITS.couponsPageMax),
      /** Whether another page follows. */
      more: z.boolean(),
    }),
  },
} as const;

const eventBase = {
  game: z.enum(DRAW_GAME_IDS),
  drawID: z.number().int(),
  drawNo: z.number().int(),
  /** Grows by one with every event of the game. */
  sequence: z.number().int(),
};

/** Messages on the topic `table:draws-<game>`. */
export const drawEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('draw_opened'),
    ...eventBase,
    closesAt: isoTime,
    drawsAt: isoTime,
    serverSeedHash: seedHash,
    publicSeed: z.string().max(64),
  }),
  z.object({ type: z.literal('closed'), ...eventBase, drawsAt: isoTime }),
  z.object({ type: z.literal('result'), ...eventBase, result: drawResultSchema }),
  /** Every selection on the draw decided and every coupon it completed paid; the seed revealed. */
  z.object({ type: z.literal('settled'), ...eventBase, serverSeed: seedHash, couponsSettled: z.number().int().min(0) }),
  /** The draw failed (interrupted before its result was stored): its selections count at 1.00. */
  z.object({ type: z.literal('void'), ...eventBase, serverSeed: seedHash }),
]);
export type DrawEvent = z.infer<typeof drawEventSchema>;

/** A game's topic. */
export function drawsTopic(game: DrawGameCode): string {
  return `table:draws-${game}`;
}
