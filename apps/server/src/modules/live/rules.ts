import {
  BACCARAT_BET_KINDS,
  type LiveBetInput,
  type LiveBetKind,
  type LiveGame,
  type LiveResult,
  ROULETTE_BET_KINDS,
} from '@bnw/contract';
import type { RandomSource } from '@bnw/game-math';
import {
  BACCARAT_STAKE_STEP_KURUS,
  type BaccaratBetKind,
  type BaccaratOutcome,
  baccaratReturnKurus,
  baccaratRtp,
  dealCoup,
} from '@bnw/game-math/engines/baccarat';
import {
  ROULETTE_RTP_BASIS_POINTS,
  type RouletteBetKind,
  type RouletteOutcome,
  type RouletteSpot,
  parseSpotKey,
  rouletteReturnKurus,
  spinWheel,
  spotKey,
  spotProblem,
} from '@bnw/game-math/engines/roulette';

/**
 * What the scheduler and the bets need of each game, over packages/game-math: which bets it takes,
 * a bet as a stored spot, the outcome drawn from the round's provably fair source, what a spot
 * returns for an outcome, and the outcome as the contract's result.
 */
export interface LiveGameRules {
  betKinds: readonly LiveBetKind[];
  stakeStepKurus: number;
  rtpBasisPoints: number;
  maxWinMultiplier: number;
  /** The bet's spot ('split:1-2', 'banker'), or null when it is no bet of this game. */
  spotOf(bet: LiveBetInput): string | null;
  draw(random: RandomSource): unknown;
  returnKurus(spot: string, stakeKurus: number, outcome: unknown): number;
  resultOf(roundNo: number, outcome: unknown): LiveResult;
}

// The contract lists the bet kinds for clients; the mathematics is the truth. These fail to compile if they part.
const rouletteKinds: readonly RouletteBetKind[] = ROULETTE_BET_KINDS;
const baccaratKinds: readonly BaccaratBetKind[] = BACCARAT_BET_KINDS;

function rouletteSpot(bet: LiveBetInput): RouletteSpot | null {
  const kind = bet.kind as RouletteBetKind;
  if (!rouletteKinds.includes(kind)) return null;
  const inside = ['straight', 'split', 'street', 'corner', 'line'].includes(kind);
  const indexed = kind === 'dozen' || kind === 'column';
  if (inside !== (bet.numbers !== undefined) || indexed !== (bet.index !== undefined)) return null;
  if (inside) return { kind, numbers: bet.numbers! } as RouletteSpot;
  if (indexed) return { kind, index: bet.index! } as RouletteSpot;
  return { kind } as RouletteSpot;
}

const roulette: LiveGameRules = {
  betKinds: ROULETTE_BET_KINDS,
  stakeStepKurus: 1,
  rtpBasisPoints: ROULETTE_RTP_BASIS_POINTS,
  maxWinMultiplier: 35,
  spotOf(bet) {
    const spot = rouletteSpot(bet);
    return spot && spotProblem(spot) === null ? spotKey(spot) : null;
  },
  draw: (random) => spinWheel(random),
  returnKurus(spot, stakeKurus, outcome) {
    const parsed = parseSpotKey(spot);
    if (!parsed) throw new Error(`not a roulette spot: ${spot}`);
    return rouletteReturnKurus({ spot: parsed, stakeKurus }, (outcome as RouletteOutcome).pocket);
  },
  resultOf(roundNo, outcome) {
    const { pocket, colour } = outcome as RouletteOutcome;
    return { game: 'roulette', roundNo, pocket, colour };
  },
};

const baccarat: LiveGameRules = {
  betKinds: BACCARAT_BET_KINDS,
  stakeStepKurus: BACCARAT_STAKE_STEP_KURUS,
  // The banker bet's, the best of the three (the tie's is lower; the table page says each).
  rtpBasisPoints: Math.floor(baccaratRtp().banker * 10_000),
  maxWinMultiplier: 8,
  spotOf(bet) {
    const kind = bet.kind as BaccaratBetKind;
    if (!baccaratKinds.includes(kind) || bet.numbers !== undefined || bet.index !== undefined) return null;
    return kind;
  },
  draw: (random) => dealCoup(random),
  returnKurus(spot, stakeKurus, outcome) {
    if (!baccaratKinds.includes(spot as BaccaratBetKind)) throw new Error(`not a baccarat spot: ${spot}`);
    return baccaratReturnKurus({ kind: spot as BaccaratBetKind, stakeKurus }, (outcome as BaccaratOutcome).winner);
  },
  resultOf(roundNo, outcome) {
    const coup = outcome as BaccaratOutcome;
    return {
      game: 'baccarat',
      roundNo,
      winner: coup.winner,
      playerTotal: coup.playerTotal,
      bankerTotal: coup.bankerTotal,
      playerCards: coup.player,
      bankerCards: coup.banker,
    };
  },
};

export const LIVE_RULES: Record<LiveGame, LiveGameRules> = { roulette, baccarat };
