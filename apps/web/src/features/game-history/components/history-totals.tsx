import type { GameHistoryTotals } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dateLocale } from '@/lib/format';
import { TONE_CLASSES, signedTry, toneOf } from '../utils/round-money';

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className={cn('truncate text-sm font-bold tabular-nums', className)}>{value}</dd>
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
      <dl className="grid grid-cols-3 gap-2">
        <Figure label={t('totals.staked')} value={formatTry(totals.stakedKurus)} />
        <Figure label={t('totals.won')} value={formatTry(totals.wonKurus)} />
        <Figure
          label={t('totals.net')}
          value={signedTry(totals.netKurus)}
          className={TONE_CLASSES[toneOf(totals.netKurus)]}
        />
      </dl>
    </section>
  );
}
