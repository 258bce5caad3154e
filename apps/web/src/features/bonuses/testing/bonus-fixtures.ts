import type { BonusOffer, PlayerBonus } from '@bnw/contract';

/** Test data shaped like the server's answers (apps/server/src/db/seed/bonus-offers.ts). */
const CONTRIBUTIONS: BonusOffer['Contributions'] = [
  { Lobby: 'virtual', Percent: 10 },
  { Lobby: 'slot', Percent: 100 },
];

/** The demo's fixed "Deneme Bonusu": ₺50 on claim, 5 times, ₺50 a round at most, 7 days. */
export function fixedOffer(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    OfferID: 1,
    Kind: 'fixed',
    Percent: 0,
    MaxKurus: 5_000,
    MinDepositKurus: 0,
    FixedKurus: 5_000,
    WageringMultiple: 5,
    MaxStakeKurus: 5_000,
    ValidDays: 7,
    Contributions: CONTRIBUTIONS,
    ...overrides,
  };
}

/** A welcome deposit bonus: 100 % up to ₺5.000 on a deposit of ₺100 or more, 10 times, 30 days. */
export function depositOffer(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    OfferID: 2,
    Kind: 'deposit',
    Percent: 100,
    MaxKurus: 500_000,
    MinDepositKurus: 10_000,
    FixedKurus: 0,
    WageringMultiple: 10,
    MaxStakeKurus: 5_000,
    ValidDays: 30,
    Contributions: CONTRIBUTIONS,
    ...overrides,
  };
}

/** The fixed bonus, claimed and active: ₺40 left of ₺50, ₺100 wagered of ₺250. */
export function activeBonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    ID: 7,
    OfferID: 1,
    Title: 'Deneme Bonusu',
    Terms: 'Bonus 5 kat çevrilmelidir.\n\nTek turda en fazla ₺50 bahis çevrime sayılır.',
    Kind: 'fixed',
    Status: 'active',
    AmountKurus: 5_000,
    BalanceKurus: 4_000,
    WageringRequiredKurus: 25_000,
    WageredKurus: 10_000,
    MaxStakeKurus: 5_000,
    MinDepositKurus: 0,
    Contributions: CONTRIBUTIONS,
    ClaimedAt: '2026-11-22T07:05:00.000Z',
    ActivatedAt: '2026-11-22T07:05:00.000Z',
    ExpiresAt: '2026-11-29T07:05:00.000Z',
    EndedAt: null,
    ConvertedKurus: 0,
    ForfeitedKurus: 0,
    ...overrides,
  };
}

/** The deposit bonus, claimed and waiting for its ₺100 deposit. */
export function awaitingBonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return activeBonus({
    ID: 8,
    OfferID: 2,
    Title: 'Hoş Geldin Bonusu',
    Kind: 'deposit',
    Status: 'awaiting_deposit',
    AmountKurus: 0,
    BalanceKurus: 0,
    WageringRequiredKurus: 0,
    WageredKurus: 0,
    MinDepositKurus: 10_000,
    ActivatedAt: null,
    ExpiresAt: '2026-12-22T07:05:00.000Z',
    ...overrides,
  });
}

/** An ended bonus of the history. */
export function endedBonus(id: number, overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return activeBonus({
    ID: id,
    Title: `Bonus ${id}`,
    Status: 'converted',
    BalanceKurus: 0,
    WageredKurus: 25_000,
    EndedAt: '2026-11-23T09:30:00.000Z',
    ConvertedKurus: 3_250,
    ...overrides,
  });
}

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
