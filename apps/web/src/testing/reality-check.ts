import type { ProtectionSettings } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';
import { ApiError } from '@/lib/api-client';

/**
 * protection.get_settings as the server answers it, with the reality check's interval and due time,
 * and the session of play going on (every game): by default the one that makes it due at `dueAt`.
 */
export function protectionSettings(
  minutes: number,
  dueAt: string | null = null,
  session: ProtectionSettings['RealityCheck']['Session'] = dueAt === null
    ? null
    : { StartedAt: new Date(Date.parse(dueAt) - minutes * 60_000).toISOString(), NetKurus: 0 },
): ProtectionSettings {
  return {
    Limits: [],
    RealityCheck: { Minutes: minutes, Pending: null, DueAt: dueAt, Session: session },
    SessionLimit: { Minutes: null, Pending: null },
    Today: { PlayedMinutes: 0, NetKurus: 0 },
    TimeoutUntil: null,
    Exclusion: null,
    Closed: false,
    Closure: null,
    ReviewedAt: null,
    ReviewDue: false,
    DepositLimitPrompt: null,
    MaxStake: { Kurus: 25_000, YoungUntilAge: null },
  };
}

/** The server's refusal of a bet, card or coupon while the reality check is due, as the client raises it. */
export function realityCheckRefusal(minutes = 15): ApiError {
  const message = `Oyun süresi hatırlatması: ${minutes} dakikadır oynuyorsunuz. Devam etmek için hatırlatmayı yanıtlayın.`;
  return new ApiError('failed', message, {
    result: false,
    message,
    code: MESSAGE_CODES.realityCheckDue,
    debug: null,
    data: null,
  });
}
