import type { Coupon, CouponStatus } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import type { Language } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { formatOdds } from '../utils/slip';

const BADGE: Record<CouponStatus, string> = {
  open: 'border-line bg-surface-2 text-muted',
  won: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  lost: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  void: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation('betOnGames');
  return (
    <span
      data-testid="coupon-status"
      data-status={status}
      className={cn('rounded-full border px-2 py-0.5 text-[11px] font-semibold', BADGE[status])}
    >
      {t(`coupon.status.${status}`)}
    </span>
  );
}

/** A coupon: its game, kind, status, each selection with its odds and state, the stake and what it returned. */
export function CouponCard({ coupon, lang }: { coupon: Coupon; lang: Language }) {
  const { t } = useTranslation('betOnGames');
  return (
    <li className="rounded-2xl bg-surface p-3 ring-1 ring-line" data-testid="coupon" data-coupon={coupon.couponID}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-bold">
            {coupon.gameName} · {coupon.kind === 'single' ? t('coupon.single') : t('coupon.combination')}
          </p>
          <p className="text-xs text-muted">
            {t('coupon.number', { id: coupon.couponID })} · {formatTransactionTime(coupon.placedAt, lang)}
          </p>
        </div>
        <CouponStatusBadge status={coupon.status} />
      </div>
      <ul className="mt-2 flex flex-col gap-1">
        {coupon.selections.map((selection, index) => (
          <li key={index} className="flex items-center gap-2 rounded-lg bg-surface-2 px-2.5 py-1.5 text-xs">
            <span
              aria-hidden="true"
              className={cn(
                'h-2 w-2 shrink-0 rounded-full',
                selection.status === 'won'
                  ? 'bg-emerald-500'
                  : selection.status === 'lost'
                    ? 'bg-red-600'
                    : selection.status === 'void'
                      ? 'bg-amber-500'
                      : 'bg-blue-600',
              )}
            />
            <span className="min-w-0 flex-1">
              <b className="block truncate text-fg">{selection.selectionName}</b>
              <span className="block truncate text-muted">
                {selection.marketName} · #{selection.drawNo}
              </span>
            </span>
            <span className="font-bold tabular-nums">{formatOdds(selection.oddsHundredths)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-muted">{t('coupon.stake')}</dt>
          <dd className="font-bold tabular-nums">{formatTry(coupon.stakeKurus)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('coupon.odds')}</dt>
          <dd className="font-bold tabular-nums">{formatOdds(coupon.totalOddsHundredths)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-muted">{coupon.status === 'open' ? t('coupon.potential') : t('coupon.return')}</dt>
          <dd
            className={cn(
              'font-black tabular-nums',
              coupon.status === 'won' && 'text-emerald-600 dark:text-emerald-400',
            )}
            data-testid="coupon-return"
          >
            {formatTry(coupon.status === 'open' ? coupon.potentialReturnKurus : coupon.returnKurus)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
