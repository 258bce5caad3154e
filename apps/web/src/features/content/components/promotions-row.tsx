import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePromotions } from '../api/promotions';
import { PromotionCard } from './promotion-card';

/** The home page's promotions: a scrolling line of cards, each opening its detail on /promotions. */
export function PromotionsRow() {
  const { t } = useTranslation('content');
  const promotions = usePromotions();
  if (!promotions.data || promotions.data.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" data-testid="home-promotions">
      <div className="mb-2 flex h-11 items-center justify-between gap-2">
        <h2 id="home-promotions" className="truncate text-lg font-bold">
          {t('promotions.rowTitle')}
        </h2>
        <Link
          to={paths.promotions.getHref()}
          aria-label={t('promotions.seeAllLabel')}
          className="-mr-2 inline-flex h-11 shrink-0 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-primary hover:bg-surface-2"
        >
          {t('promotions.seeAll')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {promotions.data.map((promotion) => (
          <li key={promotion.ID} className="flex shrink-0 snap-start">
            <PromotionCard promotion={promotion} variant="row" />
          </li>
        ))}
      </ul>
    </section>
  );
}
