import type { Promotion } from '@bnw/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextParagraphs } from '@/components/ui/text-paragraphs';

interface PromotionSheetProps {
  promotion: Promotion | null;
  onClose: () => void;
  /** The promotion's bonus with its claim (features/bonuses, passed in by the page); null without one. */
  bonus?: ReactNode;
}

/**
 * A promotion's detail: its picture, what it gives, its bonus with the claim button when it has
 * one, and its terms (PromoSart). Its own link leads where the promotion is used (the deposit
 * page, the slots); beside a claim button it is the second choice, so it is outlined.
 */
export function PromotionSheet({ promotion, onClose, bonus = null }: PromotionSheetProps) {
  const { t } = useTranslation('content');
  return (
    <BottomSheet
      open={promotion !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={promotion?.Title ?? ''}
      description={promotion?.Badge ?? undefined}
      closeLabel={t('promotions.close')}
    >
      {promotion ? (
        <>
          <img
            src={promotion.Image.Url}
            alt=""
            width={promotion.Image.Width}
            height={promotion.Image.Height}
            className="w-full rounded-xl bg-surface-2 object-cover"
            style={{ aspectRatio: `${promotion.Image.Width} / ${promotion.Image.Height}` }}
          />
          <p className="text-[15px] font-medium leading-relaxed">{promotion.Text}</p>
          {bonus}
          <section aria-labelledby="promotion-terms" className="rounded-xl bg-surface-2 p-4">
            <h3 id="promotion-terms" className="mb-2 text-sm font-bold uppercase tracking-wide text-muted">
              {t('promotions.terms')}
            </h3>
            <TextParagraphs text={promotion.Terms} />
          </section>
          {promotion.Link && promotion.LinkText ? (
            <Link to={promotion.Link} className={buttonClasses(bonus ? 'outline' : 'primary', 'lg', 'w-full')}>
              {promotion.LinkText}
            </Link>
          ) : null}
        </>
      ) : null}
    </BottomSheet>
  );
}
