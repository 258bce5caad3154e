import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppStore } from '@/stores/app-store';
import { useBalance } from '../api/check-balance';

interface BonusForfeitSheetProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A withdrawal while a bonus is open cancels the bonus (the server refused it with
 * bonusForfeitRequired and recorded nothing). The player either confirms, and the same request
 * goes again with the forfeit confirmed, or keeps the bonus and withdraws nothing.
 */
export function BonusForfeitSheet({ open, busy, onConfirm, onCancel }: BonusForfeitSheetProps) {
  const { t } = useTranslation('finance');
  const balance = useBalance();
  const showBalance = useAppStore((state) => state.showBalance);
  const bonus = balance.data?.bonus ?? 0;
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('form.bonusForfeit.title')}
      closeLabel={t('form.bonusForfeit.close')}
    >
      <p className="text-sm leading-relaxed">
        {t(bonus > 0 ? 'form.bonusForfeit.text' : 'form.bonusForfeit.textNoBalance')}
      </p>
      {bonus > 0 && showBalance ? (
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm font-semibold tabular-nums">
          {t('form.bonusForfeit.amount', { amount: formatTry(bonus) })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 pt-1">
        <Button size="lg" variant="danger" className="w-full" disabled={busy} onClick={onConfirm}>
          {busy ? <Spinner className="h-4 w-4" /> : null}
          {t('form.bonusForfeit.confirm')}
        </Button>
        <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={onCancel}>
          {t('form.bonusForfeit.cancel')}
        </Button>
      </div>
    </BottomSheet>
  );
}
