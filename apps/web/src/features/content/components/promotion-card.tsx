import type { Promotion } from '@bnw/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { promotionHref } from '../utils/promotion-link';

interface PromotionCardProps {
  promotion: Promotion;
  eager?: boolean;
  /** `row`: the home page's narrower card in a scrolling line. */
  variant?: 'page' | 'row';
}

/** A promotion's picture, badge, title and short text; the whole card opens its detail with the terms. */
export function PromotionCard({ promotion, eager = false, variant = 'page' }: PromotionCardProps) {
  const { t } = useTranslation('content');
  return (
    <article
      className={cn(
        'overflow-hidden rounded-2xl border border-line bg-surface shadow-sm',
        variant === 'row' && 'h-full w-64',
      )}
      data-testid="promotion-card"
    >
      <Link
        to={promotionHref(promotion.ID)}
        aria-label={t('promotions.detailsLabel', { title: promotion.Title })}
        className="group block"
      >
        <span
          className="relative block"
          style={{ aspectRatio: `${promotion.Image.Width} / ${promotion.Image.Height}` }}
        >
          <img
            src={promotion.Image.Url}
            alt=""
            width={promotion.Image.Width}
            height={promotion.Image.Height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full bg-surface-2 object-cover"
          />
        </span>
        <span className="block space-y-1 p-4">
          {/* Under the picture, not on it: the banners carry their own words in their upper left. */}
          {promotion.Badge ? (
            <span className="inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-fg">
              {promotion.Badge}
            </span>
          ) : null}
          <span className="block text-base font-bold leading-snug">{promotion.Title}</span>
          <span className={cn('block text-sm text-muted', variant === 'row' && 'line-clamp-2')}>{promotion.Text}</span>
          <span className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
            {t('promotions.details')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </span>
        </span>
      </Link>
    </article>
  );
}
