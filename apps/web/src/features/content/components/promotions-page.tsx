import type { BonusOffer, Promotion } from '@bnw/contract';
import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { isPictureList, takeLobbyAnswer } from '../api/lobby-answers';
import { usePromotions } from '../api/promotions';
import { PROMOTION_PARAM, promotionIdOf } from '../utils/promotion-link';
import { PromotionCard } from './promotion-card';
import { PromotionSheet } from './promotion-sheet';

/** The list /promotions arrived with (its shell shows the first card's picture already). */
function inlinedPromotions(): Promotion[] | undefined {
  return takeLobbyAnswer('cmscontroller.getPromotions', isPictureList<Promotion>);
}

/**
 * /promotions: the active promotions as cards; `?id=<ID>` opens one's detail with its terms over
 * the list (a link from the home page or a message lands there directly). `renderBonus` shows a
 * promotion's bonus and its claim in the detail (the page composes it from features/bonuses).
 */
export function PromotionsList({ renderBonus }: { renderBonus?: (offer: BonusOffer) => ReactNode }) {
  const { t } = useTranslation('content');
  const promotions = usePromotions(inlinedPromotions);
  const [params, setParams] = useSearchParams();
  const openID = promotionIdOf(params.get(PROMOTION_PARAM));
  const open = promotions.data?.find((promotion) => promotion.ID === openID) ?? null;
  if (promotions.isPending) return <LoadingMessage text={t('promotions.loading')} />;
  if (promotions.isError) {
    return (
      <ErrorMessage text={t('promotions.loadFailed')}>
        <Button variant="outline" size="sm" onClick={() => void promotions.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  if (promotions.data.length === 0) return <EmptyState icon={Gift} text={t('promotions.empty')} />;
  return (
    <>
      <ul className="space-y-4">
        {promotions.data.map((promotion, index) => (
          <li key={promotion.ID}>
            <PromotionCard promotion={promotion} eager={index === 0} />
          </li>
        ))}
      </ul>
      <PromotionSheet
        promotion={open}
        onClose={() => setParams({}, { replace: true })}
        bonus={open?.Bonus && renderBonus ? renderBonus(open.Bonus) : null}
      />
    </>
  );
}
