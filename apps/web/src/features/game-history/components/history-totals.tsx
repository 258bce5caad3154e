import type { GameHistoryTotals } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dateLocale } from '@/lib/format';
import { TONE_CLASSES, signedTry, toneOf } from '../utils/round-money';

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('whitespace-nowrap text-base font-bold tabular-nums', className)}>{value}</dd>
    </div>
  );
}

/**
 * What the chosen period came to: every round the filters select, not only the loaded cards.
 * Stakes and wins are not the balance, so the header's hide-balance eye leaves them visible, as
 * the money histories do.
 */
export function HistoryTotals({ totals, rounds }: { totals: GameHistoryTotals; rounds: number }) {
  const { t, i18n } = useTranslation('gameHistory');
  return (
    <section
      aria-label={t('totals.title')}
      className="mb-4 rounded-2xl border border-line bg-surface p-3"
      data-testid="game-history-totals"
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold">{t('totals.title')}</h2>
        <span className="text-xs text-muted">
          {t('totals.rounds', { rounds: rounds.toLocaleString(dateLocale(i18n.language)) })}
        </span>
      </div>
      {/* Two figures a row: a period's sums reach millions of lira, too wide for three columns at 360 px. */}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        <Figure label={t('totals.staked')} value={formatTry(totals.stakedKurus)} />
        <Figure label={t('totals.won')} value={formatTry(totals.wonKurus)} />
        <div className="col-span-2 flex items-baseline justify-between gap-2 border-t border-line pt-2">
          <dt className="text-sm font-semibold">{t('totals.net')}</dt>
          <dd className={cn('whitespace-nowrap text-lg font-bold tabular-nums', TONE_CLASSES[toneOf(totals.netKurus)])}>
            {signedTry(totals.netKurus)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
