import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notify } from '@/lib/notify';
import { forgetReturnUrl, readStoredReturnUrl } from '@/lib/session/return-url';
import { useStartedGame } from '../api/start-game';
import { type PlayTarget, homeOf } from '../utils/play-target';
import { redirectAfterFailure, startFailureText } from '../utils/start-failure';
import { GameSession } from './game-session';
import { StageSpinner } from './game-stage';

type GameTarget = Exclude<PlayTarget, { kind: 'unknown' }>;

/**
 * Starts the game the address names. While the session opens, a spinner on the dark stage; if it
 * cannot open, the reason as a negative notice and the spec's redirect (start-failure.ts).
 */
export function GameLauncher({ target }: { target: GameTarget }) {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const started = useStartedGame(target);
  useDocumentTitle(t('page.title'));

  const { isError, error } = started;
  useEffect(() => {
    if (!isError) return;
    notify.negative(startFailureText(error, t('page.providerUnreachable')));
    const stored = readStoredReturnUrl();
    const to = redirectAfterFailure(target, stored);
    // The stored address has been followed: it must not send a later login there again.
    if (to === stored) forgetReturnUrl();
    void navigate(to, { replace: true });
  }, [isError, error, target, navigate, t]);

  if (started.data) {
    // dataUpdatedAt: when the answer arrived, on the phone's clock (the query is never refetched).
    return <GameSession home={homeOf(target)} started={started.data} startedAtMs={started.dataUpdatedAt} />;
  }
  return (
    <div className="relative flex-1">
      <StageSpinner label={t('page.loading')} />
    </div>
  );
}
