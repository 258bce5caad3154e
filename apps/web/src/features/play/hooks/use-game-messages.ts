import { useEffect, useRef } from 'react';
import { navigateTo } from '@/lib/navigation';
import { isGameBalanceMessage, leaveTargetOf } from '../utils/game-messages';

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
