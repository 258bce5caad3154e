import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { BetHistory } from '@/features/bet-on-games/components/bet-history';
import { BetOnGames } from '@/features/bet-on-games/components/bet-on-games-page';
import { InnerSlider } from '@/features/content/components/inner-slider';

/*
 * Bet on games: the draw games with the coupon (/bet-on-games, public: a
 * visitor watches, a player plays) and the player's coupons (/bet-history, login).
 */

/** The pages' texts are their own chunk (i18n `betOnGames` namespace): a quiet shape while they arrive. */
function BetOnGamesTexts({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-[60dvh] rounded-3xl bg-surface-2 motion-safe:animate-pulse" />}
    >
      {children}
    </Suspense>
  );
}

export function BetOnGamesPage() {
  return (
    <BetOnGamesTexts>
      <BetOnGames
        banner={<InnerSlider type="bet-on-games" place="top" />}
        footer={<InnerSlider type="bet-on-games" place="bottom" />}
      />
    </BetOnGamesTexts>
  );
}

function BetHistoryContent() {
  const { t } = useTranslation('betOnGames');
  return (
    <>
      <PageHeader title={t('history.title')} />
      <BetHistory />
    </>
  );
}

export function BetHistoryPage() {
  return (
    <BetOnGamesTexts>
      <BetHistoryContent />
    </BetOnGamesTexts>
  );
}
