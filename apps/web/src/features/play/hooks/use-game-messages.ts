import { useEffect, useRef } from 'react';
import { isGameBalanceMessage } from '../utils/game-messages';

/**
 * Calls `onWalletAnswer` when the framed game reports a bet or a win. Only messages from the
 * game's own origin count (any page may post to this window); what they carry is not used.
 */
export function useGameBalanceMessages(gameOrigin: string | null, onWalletAnswer: () => void): void {
  const callback = useRef(onWalletAnswer);
  useEffect(() => {
    callback.current = onWalletAnswer;
  }, [onWalletAnswer]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (isGameBalanceMessage(event, gameOrigin)) callback.current();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [gameOrigin]);
}
