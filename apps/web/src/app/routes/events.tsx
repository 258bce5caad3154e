import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { PromotionBonus } from '@/features/bonuses/components/promotion-bonus';
import { InnerSlider } from '@/features/content/components/inner-slider';
import { PromotionsList } from '@/features/content/components/promotions-page';
import { TournamentList } from '@/features/tournaments/components/tournament-list';

/*
 * /promotions and /tournaments (section 2): each with its inner sliders (getIcSlider's
 * `promotions` and `tournaments`) around its list.
 */

/** The pages' texts are the lazy `content` namespace: a title-sized place while they arrive. */
function ContentTexts({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div aria-hidden="true" className="mb-5 h-[3.25rem]" />}>{children}</Suspense>;
}

export function PromotionsPage() {
  return (
    <ContentTexts>
      <PromotionsContent />
    </ContentTexts>
  );
}

function PromotionsContent() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={t('promotions.title')} subtitle={t('promotions.intro')} />
      <InnerSlider type="promotions" place="top" />
      <PromotionsList renderBonus={(offer) => <PromotionBonus offer={offer} />} />
      <InnerSlider type="promotions" place="bottom" />
    </>
  );
}

export function TournamentsPage() {
  return (
    <ContentTexts>
      <TournamentsContent />
    </ContentTexts>
  );
}

function TournamentsContent() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={t('tournaments.title')} subtitle={t('tournaments.intro')} />
      <InnerSlider type="tournaments" place="top" />
      <TournamentList />
      <InnerSlider type="tournaments" place="bottom" />
    </>
  );
}
