import type { ProtectionLimit, ProtectionLimitKind, ProtectionSettings } from '@bnw/contract';
import { amountInputText, formatTry, parseAmountText } from '@bnw/contract/constants';
import { Gauge } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useProtectionChange } from '../api/protection-actions';
import { LIMIT_AMOUNT_BOUNDS, usedPercent } from '../utils/limit-amount';
import { limitOf } from '../utils/protection-display';
import { LIMIT_KINDS, PERIODS } from '../utils/protection-rules';
import { CardText, PendingNote, ProtectionCard } from './protection-ui';
import { useCancelledNotice, useSavedNotice } from './use-saved-notice';

/** A limit's period and kind in words: 'günlük' and 'yatırım limiti'. */
function useLimitName(limit: ProtectionLimit): { period: string; kind: string } {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const period = t(`periods.${limit.Period}`).toLocaleLowerCase(lang === 'tr' ? 'tr-TR' : 'en-GB');
  return { period, kind: t(`kindsLong.${limit.Kind}`) };
}

/** Used of the limit as a bar, with what is left; amber from 80 %, red when it is reached. */
function UsageBar({ limit, amount }: { limit: ProtectionLimit; amount: number }) {
  const { t } = useTranslation('protection');
  const { kind } = useLimitName(limit);
  const period = t(`periods.${limit.Period}`);
  const percent = usedPercent(limit.UsedKurus, amount);
  const used = formatTry(limit.UsedKurus);
  const total = formatTry(amount);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('limits.usedLabel', { period, kind })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`%${percent}, ${t('limits.usedText', { used, amount: total })}`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full',
            percent >= 100 ? 'bg-danger' : percent >= 80 ? 'bg-amber-400' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs tabular-nums text-muted">
        <span>{t('limits.used', { used, amount: total })}</span>
        <span>{t('limits.left', { amount: formatTry(Math.max(0, amount - limit.UsedKurus)) })}</span>
      </p>
    </div>
  );
}

/** The amount typed in lira, saved in kuruş; 'Limiti kaldır' sends null. */
function LimitForm({ limit, onClose }: { limit: ProtectionLimit; onClose: () => void }) {
  const { t } = useTranslation('protection');
  const name = useLimitName(limit);
  const id = useId();
  const [text, setText] = useState(limit.AmountKurus === null ? '' : amountInputText(limit.AmountKurus));
  const [submitted, setSubmitted] = useState(false);
  const change = useProtectionChange('protection.set_limit');
  const savedNotice = useSavedNotice();
  const pendingOf = (settings: ProtectionSettings) => limitOf(settings.Limits, limit.Kind, limit.Period).Pending;
  const send = (amount: number | null) => {
    change.mutate(
      { kind: limit.Kind, period: limit.Period, amount },
      {
        onSuccess: (settings) => {
          savedNotice(settings, pendingOf);
          onClose();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = parseAmountText(text, LIMIT_AMOUNT_BOUNDS);
    setSubmitted(true);
    if (reading.ok && !change.isPending) send(reading.amountKurus);
  };
  const refusal = change.error instanceof Error && !change.isPending ? change.error.message : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3">
      <AmountInput
        id={id}
        label={t('limits.inputLabel', name)}
        value={text}
        onChange={(typed) => {
          setText(typed);
          setSubmitted(false);
          if (change.isError) change.reset();
        }}
        bounds={LIMIT_AMOUNT_BOUNDS}
        submitted={submitted}
        error={refusal}
        hint={t('limits.inputHint')}
        preview={(amount) => t('limits.preview', { amount })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="compact" className="flex-1" disabled={change.isPending}>
          {change.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('limits.save')}
        </Button>
        {limit.AmountKurus !== null ? (
          <Button variant="outline" size="compact" disabled={change.isPending} onClick={() => send(null)}>
            {t('limits.remove')}
          </Button>
        ) : null}
        <Button variant="ghost" size="compact" onClick={onClose}>
          {t('limits.close')}
        </Button>
      </div>
    </form>
  );
}

/** One period of a kind: the amount in force, what is used and when it resets, a pending change, the editor. */
function LimitRow({ limit }: { limit: ProtectionLimit }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const [editing, setEditing] = useState(false);
  const cancel = useProtectionChange('protection.set_limit');
  const cancelledNotice = useCancelledNotice();
  const amount = limit.AmountKurus;
  const pending = limit.Pending;
  const cancelPending = () =>
    cancel.mutate(
      { kind: limit.Kind, period: limit.Period, amount: limit.AmountKurus },
      { onSuccess: () => cancelledNotice() },
    );
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid={`limit-${limit.Kind}-${limit.Period}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h4 className="text-sm font-semibold">{t(`periods.${limit.Period}`)}</h4>
        {amount !== null ? (
          <p className="text-base font-bold tabular-nums" data-testid="limit-amount">
            {formatTry(amount)}
          </p>
        ) : (
          <p className="text-sm font-medium text-muted" data-testid="limit-amount">
            {t('limits.none')}
          </p>
        )}
      </div>
      {amount !== null ? <UsageBar limit={limit} amount={amount} /> : null}
      {amount === null && limit.UsedKurus > 0 ? (
        <p className="text-xs tabular-nums text-muted">
          {t('limits.usedNoLimit', { used: formatTry(limit.UsedKurus) })}
        </p>
      ) : null}
      {amount !== null && limit.ResetsAt ? (
        <p className="text-xs text-muted">
          {t('limits.resets', { date: formatTransactionTime(limit.ResetsAt, lang) })}
        </p>
      ) : null}
      {pending ? (
        <PendingNote
          text={
            pending.Value === null
              ? t('pending.removal', { date: formatTransactionTime(pending.AppliesAt, lang) })
              : t('pending.value', {
                  value: formatTry(pending.Value),
                  date: formatTransactionTime(pending.AppliesAt, lang),
                })
          }
          busy={cancel.isPending}
          onCancel={cancelPending}
        />
      ) : null}
      {editing ? (
        <LimitForm limit={limit} onClose={() => setEditing(false)} />
      ) : (
        <Button variant="outline" size="compact" className="self-start" onClick={() => setEditing(true)}>
          {amount === null ? t('limits.set') : t('limits.change')}
        </Button>
      )}
    </li>
  );
}

/** Deposit, loss and stake limits, a tab each, with their day, week and month. */
export function LimitsCard({ limits }: { limits: ProtectionSettings['Limits'] }) {
  const { t } = useTranslation('protection');
  const [kind, setKind] = useState<ProtectionLimitKind>('deposit');
  return (
    <ProtectionCard section="limits" icon={Gauge} title={t('limits.title')}>
      <CardText>{t('rule')}</CardText>
      <Tabs
        label={t('limits.tabs')}
        idPrefix="rg-limit"
        value={kind}
        onChange={setKind}
        items={LIMIT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      />
      <div {...tabPanelProps('rg-limit', kind)} className="flex flex-col gap-3 outline-none">
        <p className="text-sm">{t(`kindText.${kind}`)}</p>
        <ul className="flex flex-col divide-y divide-line">
          {PERIODS.map((period) => (
            <LimitRow key={`${kind}-${period}`} limit={limitOf(limits, kind, period)} />
          ))}
        </ul>
      </div>
    </ProtectionCard>
  );
}
