import type { ProtectionLimit, ProtectionLimitKind, ProtectionPeriod, ProtectionSettings } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import type { TFunction } from 'i18next';

/** '₺1.000' for whole lira, '₺12,50' otherwise: a limit reads better without a trailing ',00'. */
export function formatLimit(kurus: number): string {
  const text = formatTry(kurus);
  return kurus % 100 === 0 ? text.replace(/,00$/, '') : text;
}

/** Minutes as a player reads them: '45 dakika', '2 saat', '1 saat 30 dakika'. */
export function formatMinutes(minutes: number, t: TFunction<'protection'>): string {
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('duration.hours', { count: hours })
    : t('duration.hoursMinutes', { hours: String(hours), minutes: String(rest) });
}

/** The signed net position: '+₺12,50', '−₺40,00', '₺0,00'. */
export function formatNet(kurus: number): string {
  if (kurus > 0) return `+${formatTry(kurus)}`;
  if (kurus < 0) return `−${formatTry(-kurus)}`;
  return formatTry(0);
}

/** One limit of the settings; a missing one reads as none (the server sends all nine). */
export function limitOf(
  limits: readonly ProtectionLimit[],
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
): ProtectionLimit {
  return (
    limits.find((limit) => limit.Kind === kind && limit.Period === period) ?? {
      Kind: kind,
      Period: period,
      AmountKurus: null,
      Pending: null,
      UsedKurus: 0,
      ResetsAt: '',
    }
  );
}

export type ExclusionState = 'running' | 'ended' | 'returning';

/** Where an exclusion stands at `now`: running (or indefinite), over without a return asked, or returning. */
export function exclusionState(exclusion: NonNullable<ProtectionSettings['Exclusion']>, now: number): ExclusionState {
  if (exclusion.ReturnRequestedAt !== null) return 'returning';
  if (exclusion.Until === null) return 'running';
  const until = Date.parse(exclusion.Until);
  return Number.isNaN(until) || until > now ? 'running' : 'ended';
}

/** Whether a time-out runs at `now`. */
export function timeoutRunning(settings: ProtectionSettings, now: number): boolean {
  return settings.TimeoutUntil !== null && Date.parse(settings.TimeoutUntil) > now;
}
