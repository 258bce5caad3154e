import { type DrawGameCode, type DrawMarketView, type DrawResult, type DrawView, type Language } from '@bnw/contract';
import { DRAW_GAMES, type DrawMarket, LUCKY_SIX_BALLS, LUCKY_SIX_PICKS } from '@bnw/game-math';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DrawGamesTable, DrawsTable } from '../../db/schema.js';

export type DrawGameRow = Selectable<DrawGamesTable>;
export type DrawRow = Selectable<DrawsTable>;

/** The open games in the operator's order: a game is open while it and its game row and label are switched on. */
export function openGamesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('draw_games')
    .innerJoin('games', 'games.id', 'draw_games.id')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .selectAll('draw_games')
    .where('draw_games.active', '=', 1)
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .orderBy('draw_games.sort_order')
    .orderBy('draw_games.id')
    .limit(DRAW_GAMES_MAX);
}

const DRAW_GAMES_MAX = 10;

export function gameCodeOf(row: Pick<DrawGameRow, 'code'>): DrawGameCode {
  return row.code as DrawGameCode;
}

/** A draw as a player names it: 'Şanslı Altılı #12'. */
export function drawName(code: DrawGameCode, drawNo: number, lang: Language = 'tr'): string {
  const game = DRAW_GAMES[code];
  return `${lang === 'en' ? game.nameEn : game.nameTr} #${drawNo}`;
}

export function gameName(code: DrawGameCode, lang: Language = 'tr'): string {
  return lang === 'en' ? DRAW_GAMES[code].nameEn : DRAW_GAMES[code].nameTr;
}

export function marketsOf(code: DrawGameCode): ReadonlyArray<DrawMarket<never>> {
  return DRAW_GAMES[code].markets as ReadonlyArray<DrawMarket<never>>;
}

/** The game's markets with their selections and odds, as the contract shows them. */
export function marketViews(code: DrawGameCode, lang: Language): DrawMarketView[] {
  return marketsOf(code).map((market) => {
    const name = lang === 'en' ? market.nameEn : market.nameTr;
    if (market.kind === 'position') {
      return {
        kind: 'numbers',
        id: market.id,
        name,
        pick: LUCKY_SIX_PICKS,
        from: LUCKY_SIX_BALLS,
        table: market.table.map((row) => ({ position: row.position, oddsHundredths: row.oddsHundredths })),
      };
    }
    return {
      kind: 'fixed',
      id: market.id,
      name,
      selections: market.selections.map((selection) => ({
        id: selection.id,
        name: lang === 'en' ? selection.nameEn : selection.nameTr,
        oddsHundredths: selection.oddsHundredths,
      })),
    };
  });
}

/** A selection as a player names it: 'İlk top Alt/Üst: Üst', or the six numbers themselves. */
export function selectionName(code: DrawGameCode, marketId: string, selectionId: string, lang: Language = 'tr') {
  const market = marketsOf(code).find((candidate) => candidate.id === marketId);
  if (!market) return { market: marketId, selection: selectionId };
  const marketLabel = lang === 'en' ? market.nameEn : market.nameTr;
  if (market.kind === 'position') return { market: marketLabel, selection: selectionId.split('-').join(', ') };
  const selection = market.selections.find((candidate) => candidate.id === selectionId);
  const label = selection ? (lang === 'en' ? selection.nameEn : selection.nameTr) : selectionId;
  return { market: marketLabel, selection: label };
}

export function resultOf(code: DrawGameCode, draw: Pick<DrawRow, 'result'>): DrawResult | null {
  if (draw.result === null) return null;
  const stored = JSON.parse(draw.result) as { balls?: number[]; home?: number[]; away?: number[] };
  if (code === 'lucky-six') return { game: code, balls: stored.balls ?? [] };
  return { game: code, home: stored.home ?? [], away: stored.away ?? [] };
}

/** A draw's view at `now`; the seed only once the draw is settled (or void). */
export function drawView(code: DrawGameCode, draw: DrawRow, now: Date, lang: Language): DrawView {
  const settled = draw.settled_at !== null;
  return {
    drawID: draw.id,
    game: code,
    drawNo: draw.draw_no,
    phase: draw.phase,
    openedAt: draw.opened_at,
    closesAt: draw.closes_at,
    drawsAt: draw.draws_at,
    secondsLeft: Math.max(0, Math.ceil((Date.parse(draw.closes_at) - now.getTime()) / 1_000)),
    markets: marketViews(code, lang),
    serverSeedHash: draw.server_seed_hash,
    publicSeed: draw.public_seed,
    serverSeed: settled || draw.phase === 'void' ? draw.server_seed : null,
    result: resultOf(code, draw),
    settled,
  };
}

export { DRAW_GAMES };
