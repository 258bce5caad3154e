import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type Balance, balanceQueryKey, useBalance } from '@/lib/balance';
import { usePlayerUid } from '@/lib/session/player-uid';
import { PLAY_REFRESH_MS, sessionSummaryKey, useSessionSummary } from '../api/session-summary';
import type { StartedGame } from '../api/start-game';
import { useElapsed } from '@/hooks/use-elapsed';
import { useGameLeaveMessages, useGameMessages } from '../hooks/use-game-messages';
import { type PlayBalance, useHeldBalance } from '../hooks/use-held-balance';
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

/** The balance as the game shows it: cash and bonus together, with the bonus part. */
const playBalanceOf = (balance: Balance | undefined): PlayBalance | null =>
  balance ? { totalKurus: balance.balance + balance.bonus, bonusKurus: balance.bonus } : null;

/**
 * A started game (a slot, a virtual game, an outside provider's live table): the top bar over the provider's page. The balance and the net position follow
 * every bet and win: the game's message (from its origin only) asks for both again at once, and
 * both are asked every few seconds while the page is visible in case a message never comes.
 * The balance is the game's figure (cash and bonus together, the bonus part said), and a win is
 * revealed when the game says its result is on screen, not when the server has it (useHeldBalance).
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
  const held = useHeldBalance(playBalanceOf(balance.data));
  const { reveal } = held;
  // The result is on screen: the win held back shows, and so does a figure still on its way (the
  // game's last wallet answer asked for it a moment ago), fetched now and shown as it comes.
  const resultShown = useCallback(() => {
    reveal();
    if (uid === null) return;
    void queryClient
      .refetchQueries({ queryKey: balanceQueryKey(uid), exact: true })
      .then(() => reveal(playBalanceOf(queryClient.getQueryData<Balance>(balanceQueryKey(uid)))));
  }, [queryClient, reveal, uid]);
  const handlers = useMemo(() => ({ onWalletAnswer: refresh, onResultShown: resultShown }), [refresh, resultShown]);
  useGameMessages(gameOrigin, handlers);
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
        balanceKurus={held.shown?.totalKurus ?? null}
        bonusKurus={held.shown?.bonusKurus ?? 0}
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
