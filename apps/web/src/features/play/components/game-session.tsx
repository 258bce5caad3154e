import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { balanceQueryKey, useBalance } from '@/lib/balance';
import { usePlayerUid } from '@/lib/session/player-uid';
import { PLAY_REFRESH_MS, sessionSummaryKey, useSessionSummary } from '../api/session-summary';
import type { StartedGame } from '../api/start-game';
import { useElapsed } from '@/hooks/use-elapsed';
import { useGameBalanceMessages, useGameLeaveMessages } from '../hooks/use-game-messages';
import { originOf } from '../utils/game-messages';
import { GameFrame } from './game-frame';
import { isStudioLaunch } from '../utils/studio-launch';
import { GameInfoSheet } from './game-info-sheet';
import { GameTopBar } from './game-top-bar';
import { RealityCheck } from '@/components/game/reality-check';

interface GameSessionProps {
  /** Where the back button goes when the player did not come from a page of the site. */
  home: string;
  started: StartedGame;
  /** When the start's answer arrived, on the phone's clock: the session's time counts from it. */
  startedAtMs: number;
}

/**
 * A started game (a slot, a virtual game, an outside provider's live table): the top bar over the provider's page. The balance and the net position follow
 * every bet and win: the game's message (from its origin only) asks for both again at once, and
 * both are asked every few seconds while the page is visible in case a message never comes.
 */
export function GameSession({ home, started, startedAtMs }: GameSessionProps) {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const uid = usePlayerUid();
  const [infoOpen, setInfoOpen] = useState(false);
  const balance = useBalance({ refreshMs: PLAY_REFRESH_MS });
  const summary = useSessionSummary(started.gameID, started.startedAt);
  const elapsedMs = useElapsed(startedAtMs);
  const gameOrigin = useMemo(() => originOf(started.url), [started.url]);
  const studioGame = isStudioLaunch(started.url);
  const gameName = summary.data?.game.name ?? null;
  useDocumentTitle(gameName ?? t('page.title'));

  const refresh = useCallback(() => {
    if (uid === null) return;
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
    void queryClient.invalidateQueries({ queryKey: sessionSummaryKey(uid, started.gameID, started.startedAt) });
  }, [queryClient, uid, started.gameID, started.startedAt]);
  useGameBalanceMessages(gameOrigin, refresh);
  useGameLeaveMessages();

  // Back where the player came from when they came from a page of the site; else the game's home.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(home, { replace: true });
  };

  const net = summary.data ? summary.data.winKurus - summary.data.stakeKurus : null;
  return (
    <>
      <GameTopBar
        gameName={gameName}
        balanceKurus={balance.data?.balance ?? null}
        elapsedMs={elapsedMs}
        netKurus={net}
        onBack={goBack}
        onInfo={() => setInfoOpen(true)}
      />
      <GameFrame
        url={started.url}
        awaitReady={studioGame}
        title={gameName ? t('page.frameTitle', { name: gameName }) : t('page.frameTitleUnnamed')}
        loadingLabel={t('page.loading')}
      />
      <GameInfoSheet
        open={infoOpen}
        onOpenChange={setInfoOpen}
        summary={summary.data}
        summaryFailed={summary.isError}
        elapsedMs={elapsedMs}
        provablyFair={studioGame}
      />
      <RealityCheck
        startedAtMs={startedAtMs}
        netKurus={net}
        onDue={() => {
          setInfoOpen(false);
          refresh();
        }}
      />
    </>
  );
}
