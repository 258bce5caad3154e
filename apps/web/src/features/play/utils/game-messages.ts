import { GAME_FRAME_EVENTS, GAME_FRAME_MESSAGE_SOURCE } from '@bnw/contract/constants';
import { FRAME_READY_MESSAGE } from '@/lib/frame-ready';
import { FRAME_LEAVE_MESSAGE } from '@/lib/navigation';

/** A framed game's event the play page acts on (the contract's game-frame.ts): a wallet answer, or its result on screen. */
export type GameFrameEvent = (typeof GAME_FRAME_EVENTS)[keyof typeof GAME_FRAME_EVENTS];

/** The origin of the launch address, which is the origin the framed game's messages come from. */
export function originOf(launchUrl: string): string | null {
  try {
    const origin = new URL(launchUrl).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The game's `balance` or `result-shown`, from the game's own origin only; anything from another
 * origin or of another shape is null. What a message carries besides its event is not used.
 */
export function gameEventOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  gameOrigin: string | null,
): GameFrameEvent | null {
  if (gameOrigin === null || event.origin !== gameOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== GAME_FRAME_MESSAGE_SOURCE) return null;
  return Object.values(GAME_FRAME_EVENTS).find((known) => known === message.event) ?? null;
}

/**
 * Where one of our own framed pages asks the site to go (lib/navigation.ts): a path of this site,
 * from this site's origin only. An outside provider's game can never move the player's page.
 */
export function leaveTargetOf(event: Pick<MessageEvent, 'origin' | 'data'>, siteOrigin: string): string | null {
  if (event.origin !== siteOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== FRAME_LEAVE_MESSAGE.source || message.event !== FRAME_LEAVE_MESSAGE.event) return null;
  const to = message.to;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : null;
}

/** Our own framed page's "drawn" (lib/frame-ready.ts): from this site's origin and from that frame only. */
export function isFrameReadyMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  frame: Window | null,
  siteOrigin: string,
): boolean {
  if (event.origin !== siteOrigin || frame === null || event.source !== frame) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.source === FRAME_READY_MESSAGE.source && message.event === FRAME_READY_MESSAGE.event;
}
