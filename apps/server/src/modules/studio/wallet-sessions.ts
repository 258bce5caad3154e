import type { GameWalletSession } from '../../platform/game-wallet-port.js';
import type { StudioDeps } from './deps.js';

/**
 * The studio's game sessions, one per player and game, kept in this process's memory only (the
 * wallet stores just the token's hash): a spin reuses it instead of opening a session per round.
 * Bounded; a session is renewed an hour before it lapses. Another process, or this one after a
 * restart, simply opens a new session.
 */
const MAX_SESSIONS = 10_000;
const RENEW_BEFORE_MS = 60 * 60 * 1000;

const sessions = new Map<string, GameWalletSession>();

export async function playSession(
  deps: Pick<StudioDeps, 'clock' | 'gameWallet'>,
  userId: number,
  gameId: number,
): Promise<GameWalletSession | undefined> {
  const key = `${userId}:${gameId}`;
  const cached = sessions.get(key);
  const renewAt = deps.clock().getTime() + RENEW_BEFORE_MS;
  if (cached && Date.parse(cached.expiresAt) > renewAt) return cached;
  const opened = await deps.gameWallet.openSession({ userId, gameId, purpose: 'play' });
  if (!opened) return undefined;
  sessions.delete(key);
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
  sessions.set(key, opened);
  return opened;
}
