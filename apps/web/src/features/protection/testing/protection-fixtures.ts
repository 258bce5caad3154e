import type { ProtectionLimit, ProtectionLimitKind, ProtectionPeriod, ProtectionSettings } from '@bnw/contract';

/** Test data shaped like the server's answers (apps/server/src/modules/protection/settings-view.ts). */

/** When each period starts again (Istanbul midnight): 23 Kasım, 23 Kasım (Monday), 1 Aralık 2026. */
const RESETS_AT: Record<ProtectionPeriod, string> = {
  day: '2026-11-22T21:00:00.000Z',
  week: '2026-11-22T21:00:00.000Z',
  month: '2026-11-30T21:00:00.000Z',
};

/** 24 Kasım 2026 14:00 in Istanbul: when a raise asked for now would apply. */
export const APPLIES_AT = '2026-11-24T11:00:00.000Z';

export function limit(
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  overrides: Partial<ProtectionLimit> = {},
): ProtectionLimit {
  return {
    Kind: kind,
    Period: period,
    AmountKurus: null,
    Pending: null,
    UsedKurus: 0,
    ResetsAt: RESETS_AT[period],
    ...overrides,
  };
}

/**
 * A player with a daily deposit limit of ₺1.000 (₺250 used), nothing else set, 42 minutes and
 * −₺120,50 today; `limits` replaces the limits it names.
 */
export function settings(
  overrides: Partial<ProtectionSettings> = {},
  limits: ProtectionLimit[] = [],
): ProtectionSettings {
  const base = (['deposit', 'loss', 'stake'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) =>
      kind === 'deposit' && period === 'day'
        ? limit(kind, period, { AmountKurus: 100_000, UsedKurus: 25_000 })
        : limit(kind, period),
    ),
  );
  return {
    Limits: base.map(
      (entry) => limits.find((other) => other.Kind === entry.Kind && other.Period === entry.Period) ?? entry,
    ),
    RealityCheck: { Minutes: 0, Pending: null, DueAt: null, Session: null },
    SessionLimit: { Minutes: null, Pending: null },
    Today: { PlayedMinutes: 42, NetKurus: -12_050 },
    TimeoutUntil: null,
    Exclusion: null,
    Closed: false,
    Closure: null,
    ReviewedAt: '2026-11-20T09:00:00.000Z',
    ReviewDue: false,
    DepositLimitPrompt: null,
    MaxStake: { Kurus: 25_000, YoungUntilAge: null },
    ...overrides,
  };
}

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
