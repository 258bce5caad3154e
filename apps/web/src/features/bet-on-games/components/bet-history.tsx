import type { CouponStatus } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import type { Language } from '@bnw/contract/constants';
import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FILTER_LABEL_CLASSES, FILTER_SELECT_CLASSES } from '@/components/ui/date-preset-select';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { ErrorMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { type DatePreset, dateRangeFor } from '@/lib/date-presets';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { type CouponsPage, COUPONS_MAX_ROWS, useCouponHistory } from '../api/betframe';
import { CouponCard } from './coupon-card';

/**
 * The presets the coupon history offers: betframe.getCoupons reaches 31 days back (the spec's 30
 * days and today), so the longer ones of game history, and last month (up to 61 days back), are left out.
 */
export const COUPON_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
] as const satisfies readonly DatePreset[];
export type CouponPreset = (typeof COUPON_PRESETS)[number];
export const FIRST_COUPON_PRESET: CouponPreset = 'last30Days';

/** A record, so the type checker notices a status the contract adds; not the contract's list. */
const STATUS_CHOICES: Record<CouponStatus, true> = { open: true, won: true, lost: true, void: true };
const COUPON_STATUSES = Object.keys(STATUS_CHOICES) as CouponStatus[];
const isCouponStatus = (value: string): value is CouponStatus => (COUPON_STATUSES as string[]).includes(value);
const isCouponPreset = (value: string): value is CouponPreset => (COUPON_PRESETS as readonly string[]).includes(value);

/** Sums of the coupons loaded: staked, paid back, and the difference. */
export function couponTotals(pages: readonly CouponsPage[]) {
  const coupons = pages.flatMap((page) => page.coupons);
  const stakeKurus = coupons.reduce((sum, coupon) => sum + coupon.stakeKurus, 0);
  const returnKurus = coupons.reduce((sum, coupon) => sum + coupon.returnKurus, 0);
  return { count: coupons.length, stakeKurus, returnKurus, netKurus: returnKurus - stakeKurus };
}

function Filters({
  preset,
  status,
  lang,
  onPreset,
  onStatus,
}: {
  preset: CouponPreset;
  status: string;
  lang: Language;
  onPreset: (preset: CouponPreset) => void;
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation(['betOnGames', 'translation']);
  const range = dateRangeFor(preset);
  return (
    <section
      aria-label={t('history.filters')}
      className="mb-4 grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3"
    >
      <label className={FILTER_LABEL_CLASSES}>
        {t('history.dateRange')}
        <select
          className={FILTER_SELECT_CLASSES}
          value={preset}
          data-testid="history-preset"
          onChange={(event) => isCouponPreset(event.target.value) && onPreset(event.target.value)}
        >
          {COUPON_PRESETS.map((each) => (
            <option key={each} value={each}>
              {t(`datePresets.${each}`, { ns: 'translation' })}
            </option>
          ))}
        </select>
      </label>
      <label className={FILTER_LABEL_CLASSES}>
        {t('history.status')}
        <select
          className={FILTER_SELECT_CLASSES}
          value={status}
          data-testid="history-status"
          onChange={(event) => onStatus(event.target.value)}
        >
          <option value="">{t('history.allStatuses')}</option>
          {COUPON_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(`coupon.status.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="col-span-2 text-xs text-muted">
        {range.startDate === range.endDate
          ? formatDay(range.startDate!, lang)
          : t('history.range', { start: formatDay(range.startDate!, lang), end: formatDay(range.endDate!, lang) })}
      </p>
    </section>
  );
}

function Totals({ pages }: { pages: readonly CouponsPage[] }) {
  const { t } = useTranslation('betOnGames');
  const totals = couponTotals(pages);
  return (
    <section className="mb-3 rounded-2xl bg-surface p-3 ring-1 ring-line" data-testid="coupon-totals">
      <h2 className="mb-2 text-xs font-semibold text-muted">{t('history.totalsTitle')}</h2>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('history.totalStake')}</dt>
          <dd className="font-bold tabular-nums">{formatTry(totals.stakeKurus)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('history.totalReturn')}</dt>
          <dd className="font-bold tabular-nums">{formatTry(totals.returnKurus)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-muted">{t('history.net')}</dt>
          <dd
            className={cn(
              'font-black tabular-nums',
              totals.netKurus > 0 ? 'text-emerald-600 dark:text-emerald-400' : totals.netKurus < 0 ? 'text-danger' : '',
            )}
          >
            {totals.netKurus < 0 ? `−${formatTry(-totals.netKurus)}` : formatTry(totals.netKurus)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** /bet-history: the player's coupons of the last 30 days by default, by preset and status, a page at a time. */
export function BetHistory() {
  const { t } = useTranslation(['betOnGames', 'translation']);
  const lang: Language = useAppStore((state) => state.language);
  const [preset, setPreset] = useState<CouponPreset>(FIRST_COUPON_PRESET);
  const [status, setStatus] = useState('');
  const range = useMemo(() => dateRangeFor(preset), [preset]);
  const history = useCouponHistory({ range, status: isCouponStatus(status) ? status : undefined });
  const pages = history.data?.pages ?? [];
  const coupons = pages.flatMap((page) => page.coupons);

  return (
    <>
      <Filters preset={preset} status={status} lang={lang} onPreset={setPreset} onStatus={setStatus} />
      {history.isPending ? (
        <div aria-hidden="true" className="h-64 rounded-2xl bg-surface-2 motion-safe:animate-pulse" />
      ) : history.isError && pages.length === 0 ? (
        <ErrorMessage text={t('history.loadFailed')} error={history.error}>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : coupons.length === 0 ? (
        <EmptyState icon={SearchX} text={t('history.none')}>
          <Link to={paths.betOnGames.getHref()} className={buttonClasses('primary', 'sm')}>
            {t('history.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <Totals pages={pages} />
          <ul className="flex flex-col gap-2" aria-busy={history.isFetching} data-testid="coupon-list">
            {coupons.map((coupon) => (
              <CouponCard key={coupon.couponID} coupon={coupon} lang={lang} />
            ))}
          </ul>
          <p className="mt-3 text-center text-xs text-muted" aria-live="polite">
            {t('history.count', { shown: String(coupons.length) })}
          </p>
          {history.hasNextPage ? (
            <LoadMoreButton pages={history} label={t('history.more')} loadingLabel={t('history.loadingMore')} />
          ) : null}
          {!history.hasNextPage && pages.at(-1)?.more && coupons.length >= COUPONS_MAX_ROWS - 20 ? (
            <p className="mt-3 text-center text-sm text-muted">{t('history.tooDeep')}</p>
          ) : null}
        </>
      )}
    </>
  );
}
