import {
  LIVE_BETS_PER_ROUND_MAX,
  type LiveBetKind,
  type LiveGame,
  type LiveOwnBet,
  type LiveRound,
  type MethodOutput,
  type MethodParsedInput,
} from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPlayerMoney } from '../../ledger/player-money.js';
import type { Actor, AuthenticatedPlayer } from '../../platform/actor.js';
import type { GameLaunchPort } from '../../platform/game-launch-port.js';
import { peopleAtTable } from '../../platform/presence.js';
import { RpcError } from '../../rpc/outcome.js';
import type { LiveDeps } from './deps.js';
import { favoriteIds, findLobbyTable, outsideTileOf, ownTableOf, ownTileOf } from './lobby.js';
import { tableTopic } from './publish.js';
import { LIVE_RULES } from './rules.js';
import { type LiveRoundRow, findTable, resultOf, secondsUntil, tableSequence, tableStateNow } from './tables.js';

type Deps = Pick<LiveDeps, 'db' | 'clock' | 'presence'>;
/** One of our tables as its round needs it. */
type OwnTable = { id: number; code: string; game: LiveGame };

/** A player's bets in a round, in the order placed. */
export async function ownBets(db: Kysely<Database>, roundId: number, userId: number): Promise<LiveOwnBet[]> {
  const rows = await db
    .selectFrom('live_bets')
    .select(['id', 'kind', 'spot', 'stake_kurus', 'status', 'return_kurus'])
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(LIVE_BETS_PER_ROUND_MAX)
    .execute();
  return rows.map((row) => ({
    betID: row.id,
    kind: row.kind as LiveBetKind,
    spot: row.spot,
    stakeKurus: Number(row.stake_kurus),
    status: row.status,
    returnKurus: row.return_kurus === null ? null : Number(row.return_kurus),
  }));
}

/** What a game may stake: cash and bonus available together. */
export async function availableKurus(db: Kysely<Database>, userId: number): Promise<number> {
  const money = await readPlayerMoney(db, userId);
  return (money.cash?.availableKurus ?? 0) + (money.bonus?.availableKurus ?? 0);
}

function isRevealed(round: LiveRoundRow): boolean {
  return round.phase === 'settled' || round.phase === 'void';
}

async function roundView(
  deps: Deps,
  table: OwnTable,
  round: LiveRoundRow,
  userId: number | null,
  watchers: ReadonlyMap<string, number>,
  sequence: number,
): Promise<LiveRound> {
  return {
    tableID: table.id,
    roundID: round.id,
    roundNo: round.round_no,
    phase: round.phase,
    openedAt: round.opened_at,
    closesAt: round.closes_at,
    drawAt: round.draw_at,
    secondsLeft: round.phase === 'betting' ? secondsUntil(round.closes_at, deps.clock()) : 0,
    serverSeedHash: round.server_seed_hash,
    publicSeed: round.public_seed,
    // The seed is the round's secret until the round is over.
    serverSeed: isRevealed(round) ? round.server_seed : null,
    result: round.result === null ? null : resultOf(table.game, round),
    nextRoundAt: round.next_round_at,
    players: peopleAtTable(watchers, tableTopic(table.code), round.player_count),
    myBets: userId === null ? [] : await ownBets(deps.db, round.id, userId),
    sequence,
  };
}

/** `livecasino.table_round`: the table's state and its round now, with the asking player's bets. */
export async function tableRound(
  deps: Deps,
  player: AuthenticatedPlayer | null,
  tableId: number,
): Promise<MethodOutput<'livecasino.table_round'>> {
  const table = await findTable(deps.db, tableId, player?.user.rid ?? null);
  if (!table) throw new RpcError('liveTableNotFound');
  const watchers = await deps.presence.watcherCounts([tableTopic(table.code)]);
  const sequence = await tableSequence(deps.db, table.id);
  const { round, state } = await tableStateNow(deps.db, table, deps.clock(), watchers);
  const userId = player?.user.id ?? null;
  return { state, round: round ? await roundView(deps, table, round, userId, watchers, sequence) : null };
}

/**
 * `livecasino.init_game`: for one of our tables, what the table page needs to start and the address
 * of that page; for an outside provider's, a game session through the wallet (the launcher) and the
 * provider's launch address, as `casino.init_game` answers a slot.
 */
export async function initGame(
  deps: Deps & { config: Pick<LiveDeps['config'], 'publicUrl'>; launcher: GameLaunchPort },
  actor: Actor,
  player: AuthenticatedPlayer,
  tableId: number,
): Promise<MethodOutput<'livecasino.init_game'>> {
  const row = await findLobbyTable(deps.db, tableId, player.user.rid);
  if (!row) throw new RpcError('liveTableNotFound');
  const isFavorite = (await favoriteIds(deps.db, player.user.id, [row.id])).has(row.id);
  const own = ownTableOf(row);
  if (!own) {
    const launched = await deps.launcher.launch(actor, row.id);
    return {
      kind: 'outside',
      url: launched.url,
      tableID: row.id,
      startedAt: launched.startedAt,
      table: outsideTileOf(actor, row, isFavorite),
    };
  }
  const watchers = await deps.presence.watcherCounts([tableTopic(own.code)]);
  const openedAt = deps.clock();
  const sequence = await tableSequence(deps.db, own.id);
  const [tile, now, balanceKurus] = await Promise.all([
    ownTileOf(deps, actor, row, own, isFavorite, watchers),
    tableStateNow(deps.db, own, openedAt, watchers),
    availableKurus(deps.db, player.user.id),
  ]);
  return {
    kind: 'ours',
    url: ownTablePageUrl(deps.config.publicUrl, own.id),
    tableID: own.id,
    startedAt: openedAt.toISOString(),
    table: tile,
    round: now.round ? await roundView(deps, own, now.round, player.user.id, watchers, sequence) : null,
    balanceKurus,
    topic: tableTopic(own.code),
    betKinds: [...LIVE_RULES[own.game].betKinds],
  };
}

/** Our play page of a table (the player site's `/play/live/:tableID`): where a client of the spec goes. */
export function ownTablePageUrl(publicUrl: string, tableId: number): string {
  return new URL(`/play/live/${tableId}`, publicUrl).toString();
}

/** `livecasino.my_results`: the player's rounds at live tables, newest first. */
export async function myResults(
  deps: Deps,
  player: AuthenticatedPlayer,
  input: MethodParsedInput<'livecasino.my_results'>,
): Promise<MethodOutput<'livecasino.my_results'>> {
  const userId = player.user.id;
  const rounds = await deps.db
    .selectFrom('live_round_players')
    .innerJoin('live_rounds', 'live_rounds.id', 'live_round_players.round_id')
    .innerJoin('live_tables', 'live_tables.id', 'live_rounds.table_id')
    .innerJoin('games', 'games.id', 'live_tables.id')
    .selectAll('live_rounds')
    .select(['live_tables.game', 'games.name as table_name', 'live_round_players.staked_kurus'])
    .where('live_round_players.user_id', '=', userId)
    .$if(input.tableID !== undefined, (query) => query.where('live_rounds.table_id', '=', input.tableID!))
    .orderBy('live_rounds.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return Promise.all(
    rounds.map(async (round) => {
      const bets = await ownBets(deps.db, round.id, userId);
      return {
        tableID: round.table_id,
        tableName: round.table_name,
        roundID: round.id,
        roundNo: round.round_no,
        phase: round.phase,
        settledAt: round.finished_at,
        result: round.result === null ? null : resultOf(round.game, round),
        stakeKurus: Number(round.staked_kurus),
        returnKurus: bets.reduce((sum, bet) => sum + (bet.returnKurus ?? 0), 0),
        serverSeedHash: round.server_seed_hash,
        serverSeed: isRevealed(round) ? round.server_seed : null,
        publicSeed: round.public_seed,
        bets,
      };
    }),
  );
}
