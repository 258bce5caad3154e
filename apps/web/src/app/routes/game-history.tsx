import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingMessage } from '@/components/ui/status-message';
import { GameHistory } from '@/features/game-history/components/game-history';

/** The heading and the history; its texts are their own chunk (i18n `gameHistory` namespace). */
function GameHistoryContent() {
  const { t } = useTranslation('gameHistory');
  return (
    <>
      <PageHeader title={t('title')} />
      <GameHistory />
    </>
  );
}

/** /game-history, a login-required route: the guard shows it only with a session. */
export function GameHistoryPage() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>
      <GameHistoryContent />
    </Suspense>
  );
}
