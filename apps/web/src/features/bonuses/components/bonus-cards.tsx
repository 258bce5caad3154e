import type { PlayerBonus } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceAmount } from '@/components/ui/balance-amount';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatTermAmount } from '../utils/bonus-terms';
import { BonusRules, BonusTerms } from './bonus-details';
import { ForfeitSheet } from './forfeit-sheet';
import { WageringProgress } from './wagering-progress';

const BADGE = 'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-[11px] font-semibold';

function CardHeader({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const active = bonus.Status === 'active';
  return (
    <header className="flex items-start justify-between gap-3">
      <h2 className="min-w-0 text-lg font-bold leading-snug">{bonus.Title}</h2>
      <span
        className={cn(
          BADGE,
          active
            ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200'
            : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
        )}
      >
        {active ? t('usage.active') : t('usage.awaiting')}
      </span>
    </header>
  );
}

/** "Bonusu iptal et" and its confirmation sheet. */
function ForfeitButton({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClasses('outline', 'md', 'w-full')} onClick={() => setOpen(true)}>
        {t('usage.forfeit')}
      </button>
      <ForfeitSheet bonus={bonus} open={open} onOpenChange={setOpen} />
    </>
  );
}

const CARD = 'flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm';

/** An active bonus: its balance, the wagering bar, the rules, the terms and the way out. */
export function ActiveBonusCard({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  return (
    <article className={CARD} data-testid="active-bonus">
      <CardHeader bonus={bonus} />
      <div>
        <p className="text-xs font-medium text-muted">{t('usage.balance')}</p>
        <p className="text-3xl font-extrabold tabular-nums tracking-tight" data-testid="bonus-balance">
          <BalanceAmount kurus={bonus.BalanceKurus} />
        </p>
        <p className="text-xs text-muted">{t('usage.granted', { amount: formatTry(bonus.AmountKurus) })}</p>
      </div>
      <WageringProgress bonus={bonus} />
      <BonusRules bonus={bonus} />
      <BonusTerms terms={bonus.Terms} />
      <ForfeitButton bonus={bonus} />
    </article>
  );
}

/** A deposit bonus claimed before its deposit: what it waits for, and the way to the deposit page. */
export function AwaitingBonusCard({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  return (
    <article className={CARD} data-testid="awaiting-bonus">
      <CardHeader bonus={bonus} />
      <p className="text-sm leading-relaxed">
        {t('usage.awaitingText', { min: formatTermAmount(bonus.MinDepositKurus) })}
      </p>
      <Link to={paths.paymentActions.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('usage.deposit')}
      </Link>
      <BonusRules bonus={bonus} />
      <BonusTerms terms={bonus.Terms} />
      <ForfeitButton bonus={bonus} />
    </article>
  );
}

/** Tournament prizes paid as bonus that wait for the open bonus to end (one bonus runs at a time). */
export function QueuedBonuses({ bonuses }: { bonuses: PlayerBonus[] }) {
  const { t } = useTranslation('bonuses');
  return (
    <section aria-labelledby="queued-bonuses" className="mt-6 flex flex-col gap-3">
      <h2 id="queued-bonuses" className="text-base font-bold">
        {t('usage.queuedHeading')}
      </h2>
      {bonuses.map((bonus) => (
        <article key={bonus.ID} className={CARD} data-testid="queued-bonus">
          <header className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-bold leading-snug">{bonus.Title}</h3>
            <span className={cn(BADGE, 'border-line bg-surface-2 text-muted')}>{t('usage.queued')}</span>
          </header>
          <p className="text-2xl font-extrabold tabular-nums">{formatTry(bonus.AmountKurus)}</p>
          <p className="text-sm leading-relaxed">
            {t('usage.queuedText', { wagering: formatTermAmount(bonus.WageringRequiredKurus) })}
          </p>
          <BonusTerms terms={bonus.Terms} />
        </article>
      ))}
    </section>
  );
}
