import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { announceFrameReady } from '@/lib/frame-ready';
import { loadGame } from '../engines/load-engine';
import { StudioGame } from './studio-game';

/** `game` of the launch address: our catalogue's id of the game, a positive integer (`game_id` is its code). */
function parseGameID(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * `/studio/:code?game=…&game_id=…`: the page `casino.init_game` launches in the play page's frame. It
 * loads the variant's engine (its own chunk) and plays with the player's stored session.
 */
export function StudioGamePage() {
  const { t } = useTranslation('studio');
  // Drawn: the play page may take its spinner off the frame (the page shell is gone).
  useEffect(announceFrameReady, []);
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const gameID = parseGameID(search.get('game'));
  const game = useQuery({
    queryKey: ['studio', 'variant', code],
    queryFn: () => loadGame(code),
    staleTime: Infinity,
    meta: { hideLoadingBar: true },
  });
  if (game.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner className="h-10 w-10 border-[3px] text-violet-300" />
      </div>
    );
  }
  if (game.isError || !game.data || gameID === null) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center text-white" role="alert">
        <p className="text-lg font-bold">{t('notFound.title')}</p>
        <p className="text-sm text-white/70">{t('notFound.body')}</p>
      </div>
    );
  }
  return <StudioGame gameID={gameID} studio={game.data.studio} variant={game.data.variant} />;
}
