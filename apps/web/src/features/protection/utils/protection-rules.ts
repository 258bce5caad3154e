import type { ExclusionDuration, ProtectionLimitKind, ProtectionPeriod, TimeoutDuration } from '@bnw/contract';

/*
 * The contract's choices and bounds (packages/contract/src/methods/protection.ts), repeated here
 * because that module brings zod into the page; protection-rules.test.ts holds them equal.
 */

export const LIMIT_KINDS: readonly ProtectionLimitKind[] = ['deposit', 'loss', 'stake'];
export const PERIODS: readonly ProtectionPeriod[] = ['day', 'week', 'month'];
/** Minutes between reality checks; 0 is off. */
export const REALITY_CHECK_CHOICES: readonly number[] = [0, 15, 30, 60, 120];
export const TIMEOUT_CHOICES: readonly TimeoutDuration[] = ['24h', '1w', '1m', '6w'];
export const EXCLUSION_CHOICES: readonly ExclusionDuration[] = ['6m', '1y', '5y', 'indefinite'];
/** The largest limit a player may set: ₺10.000.000. */
export const MAX_LIMIT_KURUS = 1_000_000_000;
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;
/** The daily play times offered, in minutes, from a quarter of an hour to the whole day. */
export const SESSION_LIMIT_CHOICES: readonly number[] = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1440];
