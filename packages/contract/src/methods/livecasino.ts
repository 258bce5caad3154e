import { z } from 'zod';
import { GAME_SEARCH_MAX_LENGTH, LAUNCH_URL_MAX_LENGTH } from '../casino-catalogue.js';
import { LIMITS } from '../limits.js';
import type { MessageKey } from '../messages.js';
import { langField, textField } from './shared.js';

/**
 * The live casino: our automated tables, each a shared round on a schedule
 * (betting about 20 s, no more bets, the result, settlement; about 30 s a round), European roulette
 * and punto banco; beside them the live games of outside providers, played through the seamless
 * wallet. Amounts are kuruş. A table's id (`tableID`) is its game's id (`user.favorites` with type
 * `livecasino` takes it). The round's outcome is provably fair (docs/provably-fair.md, "Live
 * tables"): the SHA-256 of the round's server seed is published when betting opens, the seed itself
 * once the round is settled.
 *
 * Real time: the server publishes each table's round events on the topic `table:<code>`
 * (`liveTableEventSchema`) and the lobby tiles' state on `lobby:live` (`liveLobbyEventSchema`). A
 * message may be lost; a client that sees a gap in `sequence` (or reconnects) asks
 * `livecasino.table_round` (and `livecasino.game_table_list` for the lobby) again.
 */

export const LIVE_GAMES = ['roulette', 'baccarat'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

/** A round's phases in order; `void` replaces the last two when a round was interrupted before its result. */
export const LIVE_PHASES = ['betting', 'closed', 'result', 'settled', 'void'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/** The spec's provider statuses: a player of role 20 (`ROLE.restricted`) sees only status 2. */
export const LIVE_PROVIDER_STATUS = { standard: 1, everyone: 2 } as const;

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie'] as const;
export const LIVE_BET_KINDS = [...ROULETTE_BET_KINDS, ...BACCARAT_BET_KINDS] as const;
export type LiveBetKind = (typeof LIVE_BET_KINDS)[number];

/** Bets in one `livecasino.place_bets` call, and a player's bets in one round, at most. */
export const LIVE_BETS_PER_CALL_MAX = 20;
export const LIVE_BETS_PER_ROUND_MAX = 60;
/** Results a tile and a table page show. */
export const LIVE_LAST_RESULTS = 20;
/** A player's own results, one page at most. */
export const LIVE_MY_RESULTS_MAX = 50;

const idField = (message: MessageKey) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });
const flagField = z
  .union([z.boolean(), z.number(), z.string().max(5)])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
const pageFields = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number({ error: 'liveInputInvalid' }).int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.coerce.number({ error: 'liveInputInvalid' }).int().min(0).max(100_000).default(0),
});
const requestIdField = z
  .string({ error: 'requestIdInvalid' })
  .regex(/^[A-Za-z0-9_-]{8,40}$/, { error: 'requestIdInvalid' });
const kurus = z.number().int().min(0);
const isoTime = z.string().max(32);

/** As the slot lobby's (`gameCategorySchema`): `items` is how many tables the live lobby lists under it now. */
export const liveCategorySchema = z.object({
  CategoryID: z.number().int(),
  name: z.string().max(100),
  items: z.number().int().min(0),
});
export const liveProviderSchema = z.object({
  providerID: z.number().int(),
  code: z.string().max(40),
  name: z.string().max(100),
  /** 1 standard, 2 shown to every role (`LIVE_PROVIDER_STATUS`). */
  status: z.number().int(),
});

/** One round's result as a tile and the history show it. */
export const liveResultSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('roulette'),
    roundNo: z.number().int(),
    pocket: z.number().int().min(0).max(36),
    colour: z.enum(['red', 'black', 'green']),
  }),
  z.object({
    game: z.literal('baccarat'),
    roundNo: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    playerTotal: z.number().int().min(0).max(9),
    bankerTotal: z.number().int().min(0).max(9),
    /** Cards as rank (1 ace … 13 king) and suit, in the order dealt. */
    playerCards: z.array(z.object({ rank: z.number().int(), suit: z.string().max(10) })).max(3),
    bankerCards: z.array(z.object({ rank: z.number().int(), suit: z.string().max(10) })).max(3),
  }),
]);
export type LiveResult = z.infer<typeof liveResultSchema>;

export const liveLimitsSchema = z.object({
  minBetKurus: kurus,
  maxBetKurus: kurus,
  /** A player's stakes in one round together, at most. */
  maxRoundKurus: kurus,
  /** Stakes are multiples of this (baccarat: whole lira, so the banker's 5 % is whole kuruş). */
  stakeStepKurus: kurus,
});

/** A table's state now: what a lobby tile shows and the WebSocket's `lobby:live` updates. */
export const liveTableStateSchema = z.object({
  phase: z.enum(LIVE_PHASES),
  roundID: z.number().int().nullable(),
  roundNo: z.number().int(),
  /** Whole seconds until betting closes (0 once closed). */
  secondsLeft: z.number().int().min(0),
  closesAt: isoTime.nullable(),
  /** When the next round opens (known once this one is settled or void), else null. */
  nextRoundAt: isoTime.nullable(),
  /** Newest first. */
  lastResults: z.array(liveResultSchema).max(LIVE_LAST_RESULTS),
  /**
   * The people at the table: the sockets watching its topic on every server process, or the
   * current round's bettors if more (a bet through the API needs no socket).
   */
  players: z.number().int().min(0),
});
export type LiveTableState = z.infer<typeof liveTableStateSchema>;

/** What every table of the live lobby carries, ours or an outside provider's. */
const tableTileBase = {
  /** The specification's name of a live table's id: `livecasino.init_game` takes it. */
  tableID: z.number().int(),
  /** Our table's code, or the provider's code of its game. */
  code: z.string().max(80),
  name: z.string().max(120),
  providerID: z.number().int(),
  providerName: z.string().max(100),
  categoryID: z.number().int(),
  categoryName: z.string().max(100),
  rtpBasisPoints: z.number().int().min(0).max(10_000),
  isFavorite: z.boolean(),
};

/** One of our tables: its game, limits and round now (the lobby's WebSocket keeps `live` fresh). */
export const ownTableTileSchema = z.object({
  kind: z.literal('ours'),
  ...tableTileBase,
  game: z.enum(LIVE_GAMES),
  limits: liveLimitsSchema,
  live: liveTableStateSchema,
});
export type OwnLiveTableTile = z.infer<typeof ownTableTileSchema>;

/**
 * A live game of an outside provider (listed with `ops games add … --live`): the provider runs the
 * table and its rounds, so the lobby knows its name, figures and picture, not its state; it is
 * played in the play page's frame through the seamless wallet, like an outside slot.
 */
export const outsideTableTileSchema = z.object({
  kind: z.literal('outside'),
  ...tableTileBase,
  imageUrl: z.string().max(200),
});
export type OutsideLiveTableTile = z.infer<typeof outsideTableTileSchema>;

export const liveTableTileSchema = z.discriminatedUnion('kind', [ownTableTileSchema, outsideTableTileSchema]);
export type LiveTableTile = z.infer<typeof liveTableTileSchema>;

/** A bet as the player sends it: inside roulette bets name their numbers, dozens and columns an index 1-3. */
export const liveBetInputSchema = z.object({
  kind: z.enum(LIVE_BET_KINDS, { error: 'liveBetInvalid' }),
  numbers: z
    .array(z.number({ error: 'liveBetInvalid' }).int({ error: 'liveBetInvalid' }).min(0).max(36), {
      error: 'liveBetInvalid',
    })
    .min(1, { error: 'liveBetInvalid' })
    .max(6, { error: 'liveBetInvalid' })
    .optional(),
  index: z.number({ error: 'liveBetInvalid' }).int({ error: 'liveBetInvalid' }).min(1).max(3).optional(),
  stakeKurus: z
    .number({ error: 'liveStakeInvalid' })
    .int({ error: 'liveStakeInvalid' })
    .positive({ error: 'liveStakeInvalid' })
    .max(100_000_000, { error: 'liveStakeInvalid' }),
});
export type LiveBetInput = z.infer<typeof liveBetInputSchema>;

/** A bet the player holds in a round. `spot` is the bet in one short text ('split:1-2', 'dozen:2', 'red', 'banker'). */
export const liveOwnBetSchema = z.object({
  betID: z.number().int(),
  kind: z.enum(LIVE_BET_KINDS),
  spot: z.string().max(40),
  stakeKurus: kurus,
  /** open until settlement; then settled (with what it returned, 0 for a loss) or void (the stake given back). */
  status: z.enum(['open', 'settled', 'void']),
  returnKurus: kurus.nullable(),
});
export type LiveOwnBet = z.infer<typeof liveOwnBetSchema>;

export const liveRoundSchema = z.object({
  tableID: z.number().int(),
  roundID: z.number().int(),
  roundNo: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  openedAt: isoTime,
  closesAt: isoTime,
  /** When the result is drawn (betting closed a few seconds before). */
  drawAt: isoTime,
  secondsLeft: z.number().int().min(0),
  serverSeedHash: z.string().length(64),
  publicSeed: z.string().max(64),
  /** Revealed once the round is settled or void; null before. */
  serverSeed: z.string().length(64).nullable(),
  result: liveResultSchema.nullable(),
  nextRoundAt: isoTime.nullable(),
  /** The people at the table now, as in the table's state (liveTableStateSchema). */
  players: z.number().int().min(0),
  /** The asking player's bets in this round (empty for a visitor). */
  myBets: z.array(liveOwnBetSchema).max(LIVE_BETS_PER_ROUND_MAX),
  /** The number of the table's last event when this was read (see liveTableEventSchema). */
  sequence: z.number().int(),
});
export type LiveRound = z.infer<typeof liveRoundSchema>;

export const liveMyResultSchema = z.object({
  tableID: z.number().int(),
  tableName: z.string().max(120),
  roundID: z.number().int(),
  roundNo: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  settledAt: isoTime.nullable(),
  result: liveResultSchema.nullable(),
  stakeKurus: kurus,
  returnKurus: kurus,
  serverSeedHash: z.string().length(64),
  serverSeed: z.string().length(64).nullable(),
  publicSeed: z.string().max(64),
  bets: z.array(liveOwnBetSchema).max(LIVE_BETS_PER_ROUND_MAX),
});

const tableInput = z.object({ Lang: langField, tableID: idField('liveTableNotFound') });

export const livecasinoMethods = {
  /** `guest`: a signed-in player of role 20 gets the counts of the tables they may see. */
  'livecasino.category_list': {
    access: 'guest',
    input: z.object({
      Lang: langField,
      ...pageFields(LIMITS.liveCasinoCategoriesAndProviders, LIMITS.liveCasinoCategoriesAndProviders),
    }),
    output: z.array(liveCategorySchema).max(LIMITS.liveCasinoCategoriesAndProviders),
  },
  /**
   * `status` filters by the providers' status; whatever is sent, a signed-in player of role 20 gets
   * status 2 only (the server reads the stored role).
   */
  'livecasino.provider_list': {
    access: 'guest',
    input: z.object({
      Lang: langField,
      ...pageFields(LIMITS.liveCasinoCategoriesAndProviders, LIMITS.liveCasinoCategoriesAndProviders),
      status: z.coerce.number({ error: 'liveInputInvalid' }).int().min(1).max(2).optional(),
    }),
    output: z.array(liveProviderSchema).max(LIMITS.liveCasinoCategoriesAndProviders),
  },
  /** Public; with `favorites` it needs a signed-in player. Each table carries its live state. */
  'livecasino.game_table_list': {
    access: 'guest',
    input: z.object({
      Lang: langField,
      ...pageFields(LIMITS.liveTablesDefault, LIMITS.maxPageSize),
      providerID: idField('liveInputInvalid').optional(),
      categoryID: idField('liveInputInvalid').optional(),
      searchGameName: textField('gameSearchInvalid', GAME_SEARCH_MAX_LENGTH).optional(),
      favorites: flagField,
    }),
    output: z.object({
      tables: z.array(liveTableTileSchema).max(LIMITS.maxPageSize),
      pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
    }),
  },
  /**
   * Opens a table for the signed-in player. Like `casino.init_game`, it answers `url`, the address a
   * client written to the specification goes to: for one of our tables, our play page of the table
   * (`<PUBLIC_URL>/play/live/<tableID>`), with the table, its round now, the player's balance and
   * the topic to watch; for an outside provider's table, the provider's launch address with a new
   * game session's token (the wallet opens it, as for a slot), and `startedAt` for the play page's
   * session clock. A refusal (`liveTableNotFound`, or the provider cannot be reached) sends the
   * site back to the saved return address or home (specification, section 2).
   */
  'livecasino.init_game': {
    access: 'player',
    input: tableInput,
    output: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('ours'),
        url: z.string().max(LAUNCH_URL_MAX_LENGTH),
        tableID: z.number().int(),
        startedAt: isoTime,
        table: ownTableTileSchema,
        round: liveRoundSchema.nullable(),
        balanceKurus: kurus,
        /** The presence topic of this table's events: `table:<code>`. */
        topic: z.string().max(60),
        betKinds: z.array(z.enum(LIVE_BET_KINDS)).max(LIVE_BET_KINDS.length),
      }),
      z.object({
        kind: z.literal('outside'),
        url: z.string().max(LAUNCH_URL_MAX_LENGTH),
        tableID: z.number().int(),
        startedAt: isoTime,
        table: outsideTableTileSchema,
      }),
    ]),
  },
  /** The table's round now (for a watcher too); a signed-in player's own bets in it. */
  'livecasino.table_round': {
    access: 'guest',
    input: tableInput,
    output: z.object({ state: liveTableStateSchema, round: liveRoundSchema.nullable() }),
  },
  /**
   * Places a list of bets on the round now, all or none: each a real bet of the table's game within
   * the table's limits, their sum within what the player may still stake this round (the table's
   * round limit, the operator's highest stake per round) and the player's own limits. The same
   * `requestId` again answers the bets it placed without placing more.
   */
  'livecasino.place_bets': {
    access: 'player',
    input: z.object({
      Lang: langField,
      tableID: idField('liveTableNotFound'),
      roundID: idField('liveBettingClosed'),
      requestId: requestIdField,
      bets: z
        .array(liveBetInputSchema, { error: 'liveBetInvalid' })
        .min(1, { error: 'liveBetInvalid' })
        .max(LIVE_BETS_PER_CALL_MAX, { error: 'liveTooManyBets' }),
    }),
    output: z.object({
      roundID: z.number().int(),
      myBets: z.array(liveOwnBetSchema).max(LIVE_BETS_PER_ROUND_MAX),
      roundStakeKurus: kurus,
      balanceKurus: kurus,
    }),
  },
  /** The player's own rounds at live tables, newest first, with each round's seeds once revealed. */
  'livecasino.my_results': {
    access: 'player',
    input: z.object({
      Lang: langField,
      tableID: idField('liveTableNotFound').optional(),
      ...pageFields(20, LIVE_MY_RESULTS_MAX),
    }),
    output: z.array(liveMyResultSchema).max(LIVE_MY_RESULTS_MAX),
  },
} as const;

/** What every table event carries: the table and a sequence number. */
const tableEventBase = {
  table: z.string().max(40),
  tableID: z.number().int(),
  roundID: z.number().int(),
  roundNo: z.number().int(),
  /** One more than the table's previous event's, whoever led (every round game's scheme: platform/rounds/publish.ts). */
  sequence: z.number().int(),
};

/** Messages on the topic `table:<code>`. */
export const liveTableEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('round_opened'),
    ...tableEventBase,
    closesAt: isoTime,
    drawAt: isoTime,
    serverSeedHash: z.string().length(64),
    publicSeed: z.string().max(64),
  }),
  /** `players`: the round's bettors only (a watcher shows the larger of it and the people it knew at the table). */
  z.object({ type: z.literal('betting_closed'), ...tableEventBase, players: z.number().int().min(0) }),
  z.object({ type: z.literal('result'), ...tableEventBase, result: liveResultSchema }),
  z.object({
    type: z.literal('settled'),
    ...tableEventBase,
    serverSeed: z.string().length(64),
    nextRoundAt: isoTime,
  }),
  z.object({ type: z.literal('void'), ...tableEventBase, serverSeed: z.string().length(64), nextRoundAt: isoTime }),
]);
export type LiveTableEvent = z.infer<typeof liveTableEventSchema>;

/** Messages on the topic `lobby:live`: one table's new state. */
export const liveLobbyEventSchema = z.object({
  type: z.literal('table_state'),
  tableID: z.number().int(),
  table: z.string().max(40),
  sequence: z.number().int(),
  state: liveTableStateSchema,
});
export type LiveLobbyEvent = z.infer<typeof liveLobbyEventSchema>;
