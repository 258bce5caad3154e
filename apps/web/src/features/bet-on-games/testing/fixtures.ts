import type { Coupon, DrawGameView, DrawMarketView, DrawView } from '@bnw/contract';
import { DRAW_GAMES, type DrawGameId } from '@bnw/game-math/engines/draws';

export const HASH = 'b'.repeat(64);

/** A game's markets as betframe.getGames lists them (the published table, Turkish names). */
export function marketsOf(game: DrawGameId): DrawMarketView[] {
  return DRAW_GAMES[game].markets.map((market) =>
    market.kind === 'fixed'
      ? {
          kind: 'fixed',
          id: market.id,
          name: market.nameTr,
          selections: market.selections.map((each) => ({
            id: each.id,
            name: each.nameTr,
            oddsHundredths: each.oddsHundredths,
          })),
        }
      : {
          kind: 'numbers',
          id: market.id,
          name: market.nameTr,
          pick: 6,
          from: 48,
          table: market.table.map((row) => ({ position: row.position, oddsHundredths: row.oddsHundredths })),
        },
  );
}

/** A draw of the dice duel taking bets, closing `secondsLeft` from now. */
export function draw(overrides: Partial<DrawView> = {}, nowMs = Date.now()): DrawView {
  const secondsLeft = overrides.secondsLeft ?? 20;
  const game = overrides.game ?? 'dice-duel';
  return {
    drawID: 501,
    game,
    drawNo: 41,
    phase: 'open',
    openedAt: new Date(nowMs - 60_000).toISOString(),
    closesAt: new Date(nowMs + secondsLeft * 1000).toISOString(),
    drawsAt: new Date(nowMs + secondsLeft * 1000 + 5_000).toISOString(),
    secondsLeft,
    markets: marketsOf(game),
    serverSeedHash: HASH,
    publicSeed: 'public',
    serverSeed: null,
    result: null,
    settled: false,
    ...overrides,
  };
}

export function diceGame(overrides: Partial<DrawGameView> = {}): DrawGameView {
  return {
    gameID: 9001,
    game: 'dice-duel',
    name: 'Zar Düellosu',
    rules: 'İki zar ev sahibi, iki zar deplasman.',
    drawIntervalSeconds: 30,
    topic: 'table:draws-dice-duel',
    sequence: 100,
    upcoming: [draw(), draw({ drawID: 502, drawNo: 42, secondsLeft: 50 })],
    recent: [
      draw({
        drawID: 500,
        drawNo: 40,
        phase: 'drawn',
        secondsLeft: 0,
        result: { game: 'dice-duel', home: [6, 5], away: [1, 2] },
        settled: true,
        serverSeed: HASH,
      }),
    ],
    ...overrides,
  };
}

export function luckyGame(overrides: Partial<DrawGameView> = {}): DrawGameView {
  return {
    gameID: 9002,
    game: 'lucky-six',
    name: 'Şanslı Altılı',
    rules: '48 toptan 35’i çekilir.',
    drawIntervalSeconds: 300,
    topic: 'table:draws-lucky-six',
    sequence: 10,
    upcoming: [draw({ game: 'lucky-six', drawID: 701, drawNo: 7, secondsLeft: 200 })],
    recent: [],
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    couponID: 31,
    game: 'dice-duel',
    gameName: 'Zar Düellosu',
    kind: 'single',
    stakeKurus: 1_000,
    totalOddsHundredths: 210,
    potentialReturnKurus: 2_100,
    status: 'open',
    returnKurus: 0,
    placedAt: '2026-01-05T10:00:00.000Z',
    settledAt: null,
    selections: [
      {
        drawID: 501,
        drawNo: 41,
        drawsAt: '2026-01-05T10:00:30.000Z',
        marketID: 'match-result',
        marketName: 'Düello sonucu',
        selectionID: 'home',
        selectionName: 'Ev sahibi',
        oddsHundredths: 210,
        status: 'open',
        settledOddsHundredths: null,
      },
    ],
    ...overrides,
  };
}
