import type { Language } from '@bnw/contract/constants';
import type { PlayerBonus } from '@bnw/contract';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextParagraphs } from '@/components/ui/text-paragraphs';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { contributionsText, formatTermAmount } from '../utils/bonus-terms';

/** The rules that matter while playing: the expiry, the highest stake that counts, which games count. */
export function BonusRules({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const lang: Language = useAppStore((state) => state.language);
  const contributions = contributionsText(bonus.Contributions, t);
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-xl bg-surface-2 p-3 text-sm">
      <div>
        {/* Awaiting its deposit, the date is the deposit's deadline: the deposit starts the bonus's own days. */}
        <dt className="text-xs text-muted">
          {bonus.Status === 'awaiting_deposit' ? t('usage.depositBy') : t('usage.expires')}
        </dt>
        <dd className="font-semibold">{formatTransactionTime(bonus.ExpiresAt, lang)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('usage.maxStake')}</dt>
        <dd className="font-semibold tabular-nums">{formatTermAmount(bonus.MaxStakeKurus)}</dd>
        <dd className="text-xs text-muted">{t('usage.maxStakeHint')}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('usage.contributions')}</dt>
        <dd className="font-semibold">{contributions || t('usage.noContributions')}</dd>
      </div>
    </dl>
  );
}

/** The promotion's full terms, folded: the card shows the key figures, the text is there for whoever wants it. */
export function BonusTerms({ terms }: { terms: string }) {
  const { t } = useTranslation('bonuses');
  return (
    <details className="group rounded-xl border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-semibold">
        {t('usage.terms')}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-line px-3 py-3">
        <TextParagraphs text={terms} className="text-muted" />
      </div>
    </details>
  );
}
