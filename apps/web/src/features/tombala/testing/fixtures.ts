import type { TombalaOwnCard, TombalaRoom, TombalaRound } from '@bnw/contract';

export const HASH = 'a'.repeat(64);

/** Çınar Salonu with round 7 selling. */
export function tombalaRoom(overrides: Partial<TombalaRoom> = {}): TombalaRoom {
  return {
    id: 1,
    code: 'cinar',
    name: 'Çınar Salonu',
    cardPriceKurus: 100,
    minCards: 4,
    maxCardsPerPlayer: 3,
    maxCardsPerRound: 5_000,
    ballIntervalMs: 3_000,
    split: {
      houseShareBasisPoints: 1_000,
      prizeShareBasisPoints: { 'cinko-1': 1_500, 'cinko-2': 2_500, tombala: 6_000 },
    },
    topic: 'table:tombala-cinar',
    round: {
      roundID: 70,
      roundNo: 7,
      phase: 'selling',
      startsAt: '2026-01-01T10:03:00.000Z',
      secondsLeft: 125,
      cardsSold: 10,
      potKurus: 1_000,
      prizeKurus: { 'cinko-1': 135, 'cinko-2': 225, tombala: 540 },
      nextRoundAt: null,
    },
    ...overrides,
  };
}

export function tombalaRound(overrides: Partial<TombalaRound> = {}): TombalaRound {
  return {
    roomID: 1,
    room: 'cinar',
    roundID: 70,
    roundNo: 7,
    phase: 'selling',
    openedAt: '2026-01-01T10:00:00.000Z',
    startsAt: '2026-01-01T10:03:00.000Z',
    startedAt: null,
    ballIntervalMs: 3_000,
    serverTime: '2026-01-01T10:00:55.000Z',
    secondsLeft: 125,
    cardPriceKurus: 100,
    cardsSold: 10,
    players: 3,
    potKurus: 1_000,
    houseKurus: 100,
    prizeKurus: { 'cinko-1': 135, 'cinko-2': 225, tombala: 540 },
    split: tombalaRoom().split,
    balls: [],
    prizes: [],
    serverSeedHash: HASH,
    publicSeed: 'tombala',
    serverSeed: null,
    nextRoundAt: null,
    myCardCount: 0,
    sequence: 11,
    ...overrides,
  };
}

/** A valid card: rows of 5 numbers in their columns. */
export function ownCard(cardID = 501, overrides: Partial<TombalaOwnCard> = {}): TombalaOwnCard {
  return {
    cardID,
    numbers: [
      [1, null, 21, null, 41, null, 61, null, 81],
      [null, 12, null, 32, null, 52, null, 72, 85],
      [5, 15, null, 35, null, 55, null, null, 90],
    ],
    status: 'open',
    prizes: [],
    payoutKurus: null,
    ...overrides,
  };
}

export const eventBase = { room: 'cinar', roomID: 1, roundID: 70, roundNo: 7 };
