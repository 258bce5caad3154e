import { turkishWallClock } from '@bnw/contract';

/** The site's calendar is the contract's (packages/contract/src/turkish-calendar.ts), shared by every app. */
export { TURKEY_UTC_OFFSET, turkishDateOf, turkishDayStart } from '@bnw/contract';

/** An instant as a player in Türkiye reads it in a message: '24.11.2026 14:00' (both languages). */
export function turkishInstant(iso: string): string {
  const local = turkishWallClock(Date.parse(iso));
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
}
