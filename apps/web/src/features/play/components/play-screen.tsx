import { useMemo } from 'react';
import { useParams } from 'react-router';
import { playTargetOf } from '../utils/play-target';
import { GameLauncher } from './game-launcher';
import { GameNotFound } from './game-not-found';

/** Every /play address: the game it names, full screen, or a plain "game not found". */
export function PlayScreen() {
  const { type, id, extra, gamingType } = useParams();
  const target = useMemo(() => playTargetOf({ type, id, extra, gamingType }), [type, id, extra, gamingType]);
  if (target.kind === 'unknown') return <GameNotFound />;
  // A new address is a new game: the launcher starts afresh.
  return <GameLauncher key={JSON.stringify(target)} target={target} />;
}
