import type { LimitPromptOccasion, ProtectionPeriod } from '@bnw/contract';
import { formatTry, parseAmountText } from '@bnw/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useProtectionChange } from '../api/protection-actions';
import { LIMIT_AMOUNT_BOUNDS } from '../utils/limit-amount';
import { PERIODS } from '../utils/protection-rules';
import { ChoiceGroup } from './protection-ui';

/**
 * The offer of a deposit limit to a new player, in a small sheet: a period, an amount, 'Limiti
 * belirle' (protection.set_limit) or 'Şimdi değil' (protection.skip_limit_prompt, which the server
 * remembers for every device). Closing the sheet otherwise only puts it off until the next visit.
 */
export function DepositLimitOffer({
  occasion,
  open,
  onClose,
}: {
  occasion: LimitPromptOccasion;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const [period, setPeriod] = useState<ProtectionPeriod>('day');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const set = useProtectionChange('protection.set_limit');
  const skip = useProtectionChange('protection.skip_limit_prompt');
  const busy = set.isPending || skip.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = parseAmountText(text, LIMIT_AMOUNT_BOUNDS);
    setSubmitted(true);
    if (!reading.ok || busy) return;
    const kurus = reading.amountKurus;
    set.mutate(
      { kind: 'deposit', period, amount: kurus },
      {
        onSuccess: () => {
          notify.positive(t('offer.done', { period: t(`periods.${period}`), amount: formatTry(kurus) }));
          onClose();
        },
      },
    );
  };
  const notNow = () => skip.mutate({ occasion }, { onSuccess: onClose });
  const refusal = [set, skip].find((mutation) => mutation.error instanceof Error && !mutation.isPending)?.error;
  const error = refusal?.message ?? null;
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('offer.title')}
      closeLabel={t('offer.close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="deposit-limit-offer">
        <p className="text-sm leading-relaxed text-muted">{t('offer.text')}</p>
        <ChoiceGroup
          legend={t('offer.period')}
          name={`${id}-period`}
          columns={3}
          choices={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          value={period}
          onChange={setPeriod}
        />
        <AmountInput
          id={id}
          label={t('offer.amount')}
          value={text}
          onChange={(typed) => {
            setText(typed);
            setSubmitted(false);
          }}
          bounds={LIMIT_AMOUNT_BOUNDS}
          submitted={submitted}
          error={error}
          hint={t('offer.amountHint')}
        />
        <div className="flex flex-col gap-2 pt-1">
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {set.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('offer.set')}
          </Button>
          <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={notNow}>
            {skip.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('offer.skip')}
          </Button>
        </div>
      </form>
    </BottomSheet>
  );
}
