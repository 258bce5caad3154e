import { GAME_FRAME_EVENTS } from '@bnw/contract/constants';
import { useEffect, useRef } from 'react';
import { navigateTo } from '@/lib/navigation';
import { gameEventOf, leaveTargetOf } from '../utils/game-messages';

interface GameMessageHandlers {
  /** The game had a wallet answer (a bet or a win): ask the server again. */
  onWalletAnswer: () => void;
  /** The game's round result is on screen: a win held back may be shown. */
  onResultShown: () => void;
}

/**
 * Calls the handler of each event the framed game reports. Only messages from the game's own
 * origin count (any page may post to this window); what they carry besides the event is not used.
 */
export function useGameMessages(gameOrigin: string | null, handlers: GameMessageHandlers): void {
  const callbacks = useRef(handlers);
  useEffect(() => {
    callbacks.current = handlers;
  }, [handlers]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const kind = gameEventOf(event, gameOrigin);
      if (kind === GAME_FRAME_EVENTS.balance) callbacks.current.onWalletAnswer();
      else if (kind === GAME_FRAME_EVENTS.resultShown) callbacks.current.onResultShown();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [gameOrigin]);
}

/** Follows our own framed page when it hands the site a navigation (maintenance, a lapsed session). */
export function useGameLeaveMessages(): void {
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const to = leaveTargetOf(event, window.location.origin);
      if (to !== null) navigateTo(to);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
}
